import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './TermsPage.stories';

const { Termini, ProdottoSconosciuto, SenzaProdotto } = composeStories(stories, preview);

const NON_DISPONIBILI = 'I termini e condizioni di questo prodotto non sono disponibili';

describe('TermsPage', () => {
  it('shows the product’s terms PDF in the page, titled with its name, and a download link', async () => {
    render(<Termini />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Termini e condizioni — Annullamento Viaggio Plus');
    const frame = screen.getByTitle('Termini e condizioni — Annullamento Viaggio Plus');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/api/terminiecondizioni?pacchettoId=12&prodottoId=3');
    const download = screen.getByRole('link', { name: 'Scarica il PDF' });
    expect(download.getAttribute('href')).toBe('/api/terminiecondizioni?pacchettoId=12&prodottoId=3');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('says in Italian that an unknown product has no terms, with no PDF', async () => {
    render(<ProdottoSconosciuto />);
    expect((await screen.findByRole('alert')).textContent).toBe(NON_DISPONIBILI);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says the same without a product in the address, calling nothing', async () => {
    render(<SenzaProdotto />);
    expect((await screen.findByRole('alert')).textContent).toBe(NON_DISPONIBILI);
    expect(screen.queryByRole('link', { name: 'Scarica il PDF' })).toBeNull();
  });
});
