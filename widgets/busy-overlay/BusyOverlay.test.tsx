import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './BusyOverlay.stories';

const { InCaricamento, Libero } = composeStories(stories, preview);

describe('BusyOverlay', () => {
  it('covers the page above everything while busy', () => {
    render(<InCaricamento />);
    const overlay = screen.getByRole('status');
    expect(overlay.getAttribute('aria-busy')).toBe('true');
    expect(overlay.style.zIndex).toBe('10010');
    expect(overlay.className).toContain('position-fixed');
    expect(screen.getByText('Caricamento in corso…')).toBeTruthy();
  });

  it('is absent when nothing is pending', () => {
    render(<Libero />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'I tuoi acquisti' })).toBeTruthy();
  });
});
