import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { filenameOf } from './AgencyFileDownload';
import * as stories from './AgencyFileDownload.stories';

const { LinkValido, LinkScaduto, SenzaToken } = composeStories(stories, preview);
const NON_VALIDO = 'Il link del documento non è valido o è scaduto';

afterEach(() => vi.restoreAllMocks());

describe('AgencyFileDownload', () => {
  it('saves the document of the link under the name it was uploaded with', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:documento');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('visura cameraleè.pdf');
      expect(this.href).toBe('blob:documento');
    });
    render(<LinkValido />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Scarica il documento' }));
    expect(
      (await screen.findByText('Il documento è stato scaricato: visura cameraleè.pdf')).getAttribute('role'),
    ).toBe('status');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says on the page that an expired or altered link does not work', async () => {
    render(<LinkScaduto />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Scarica il documento' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NON_VALIDO);
  });

  it('has no button without a token', async () => {
    render(<SenzaToken />);
    expect((await screen.findByRole('alert')).textContent).toBe(NON_VALIDO);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads the stored name from the answer’s headers', () => {
    expect(filenameOf('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(filenameOf(`attachment; filename="_.png"; filename*=UTF-8''%C3%A8.png`)).toBe('è.png');
    expect(filenameOf(null)).toBe('documento');
  });
});
