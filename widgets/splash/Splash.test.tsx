import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './Splash.stories';

const { Avvio, AvvioMobile } = composeStories(stories, preview);

describe('Splash', () => {
  it('shows the logo and that the portal is loading', () => {
    render(<Avvio />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('img', { name: 'Overins' }).getAttribute('src')).toBe('/logo.svg');
    expect(screen.getByText('Caricamento in corso…')).toBeTruthy();
  });

  it('renders the same on a phone', () => {
    render(<AvvioMobile />);
    expect(screen.getByText('Caricamento in corso…')).toBeTruthy();
  });
});
