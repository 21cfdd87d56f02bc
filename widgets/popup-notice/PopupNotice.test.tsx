import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { safeHref } from './avviso';
import * as stories from './PopupNotice.stories';

const { NonMostrarePiu, ConfermaLettura, SempreMobile } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

describe('PopupNotice', () => {
  it('mode 1: closing as is sends nothing', async () => {
    render(<NonMostrarePiu />);
    const dialog = await screen.findByRole('dialog', { name: 'Nuove condizioni di polizza' });
    expect(dialog.querySelector('strong')?.textContent).toBe('1° gennaio');
    await userEvent.click(screen.getAllByRole('button', { name: 'Chiudi' })[0]!);
    expect(NonMostrarePiu.args.onClose).toHaveBeenCalledTimes(1);
    expect(NonMostrarePiu.args.onDontShowAgain).not.toHaveBeenCalled();
  });

  it('mode 1: closing with `Non mostrare più` ticked asks not to see it again', async () => {
    render(<NonMostrarePiu />);
    await userEvent.click(await screen.findByLabelText('Non mostrare più'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(NonMostrarePiu.args.onDontShowAgain).toHaveBeenCalledTimes(1));
    expect(NonMostrarePiu.args.onClose).not.toHaveBeenCalled();
  });

  it('mode 2: no close icon, Escape does nothing, only the confirmation ends it; large', async () => {
    render(<ConfermaLettura />);
    const dialog = await screen.findByRole('dialog', { name: 'Presa visione obbligatoria' });
    expect(screen.queryByRole('button', { name: 'Chiudi' })).toBeNull();
    expect(screen.queryByLabelText('Non mostrare più')).toBeNull();
    expect(dialog.querySelector('.modal-lg')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(ConfermaLettura.args.onClose).not.toHaveBeenCalled();
    const doc = screen.getByRole('link', { name: /Apri il documento/ });
    expect(doc.getAttribute('href')).toBe('/api/files/avviso-8.pdf');
    expect(doc.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Confermo di aver letto' }));
    expect(ConfermaLettura.args.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('mode 3: closes with nothing sent, no checkbox; the link opens in a new tab', async () => {
    render(<SempreMobile />);
    await screen.findByRole('dialog', { name: 'Promemoria' });
    expect(screen.queryByLabelText('Non mostrare più')).toBeNull();
    expect(screen.getByRole('link', { name: /Apri il collegamento/ }).getAttribute('href')).toBe(
      'https://www.example.com/novita',
    );
    await userEvent.keyboard('{Escape}');
    expect(SempreMobile.args.onClose).toHaveBeenCalledTimes(1);
    expect(SempreMobile.args.onDontShowAgain).not.toHaveBeenCalled();
    expect(SempreMobile.args.onConfirm).not.toHaveBeenCalled();
  });

  it('makes links only of web addresses and the site’s own paths', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/api/files/1.pdf')).toBe('/api/files/1.pdf');
    expect(safeHref('https://x.example')).toBe('https://x.example');
  });
});
