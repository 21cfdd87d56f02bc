import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureCulture, DEFAULT_CULTURE } from '../../../engine/core/format';
import { createTestEngine, demoUsers } from '../../../engine/react/testing/createTestEngine';
import { itIT } from '../../../schemas/catalogues/labelTexts';
import { portalCulture } from '../../../schemas/catalogues/portalCulture';
import { Pager } from './Pager';

const pager = () => {
  const engine = createTestEngine({ user: demoUsers.agenzia, labels: itIT });
  render(
    <engine.Provider>
      <Pager page={1} pageSize={20} total={1234567} mobile={false} onPage={() => {}} onPageSize={() => {}} />
    </engine.Provider>,
  );
  return screen.getByRole('navigation').textContent ?? '';
};

afterEach(() => configureCulture(portalCulture));

describe('Pager', () => {
  it('writes the counts as the app’s culture does', () => {
    expect(pager()).toContain('1 - 20 di 1.234.567 elementi');
  });

  it('in another culture, with its separators', () => {
    configureCulture(DEFAULT_CULTURE);
    const text = pager();
    expect(text).toContain('1,234,567');
    expect(text).not.toContain('1.234.567');
  });
});
