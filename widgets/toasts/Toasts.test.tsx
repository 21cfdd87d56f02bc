import { composeStories } from '@storybook/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './Toasts.stories';

const { TuttiITipi, ErroreMobile, ChiusuraAutomatica } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

afterEach(() => vi.useRealTimers());

describe('Toasts', () => {
  it('shows every toast with its title, text and colour', () => {
    render(<TuttiITipi />);
    const toasts = screen.getAllByRole('alert');
    expect(toasts.map((t) => t.textContent)).toEqual([
      'Request ERRORNO PERMISSIONS',
      'AttenzioneIl contraente Marco Bianchi ha già una polizza attiva per queste date.',
      'Recupero passwordTi abbiamo inviato un’e-mail con il link.',
      'SalvatoPassword modificata',
    ]);
    expect(toasts.map((t) => t.className.match(/bg-(\w+)/)?.[1])).toEqual([
      'danger',
      'warning',
      'info',
      'success',
    ]);
  });

  it('closes a toast by its id', async () => {
    render(<ErroreMobile />);
    const toast = screen.getByRole('alert');
    await userEvent.click(within(toast).getByRole('button', { name: 'Chiudi' }));
    expect(ErroreMobile.args.onClose).toHaveBeenCalledWith('5');
  });

  it('closes toasts by itself after the given delay', () => {
    vi.useFakeTimers();
    render(<ChiusuraAutomatica />);
    expect(ChiusuraAutomatica.args.onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5000));
    expect(ChiusuraAutomatica.args.onClose).toHaveBeenCalledTimes(4);
  });
});
