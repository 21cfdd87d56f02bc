import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { createRegistry } from '../../engine/core/registry';
import { createScreenValidator } from '../../engine/core/screens';
import acquisti from '../../screens/my/acquisti.base.json';
import policyCard from './index';
import { datiAggiuntiviDi } from './datiAdesione';
import * as stories from './PolicyCard.stories';
import { base64Json, GUID_BASE } from './stories/fixtures';

const {
  Chiusa,
  Espansa,
  AcquistataConCredito,
  VoliEDatiAggiuntivi,
  Mobile,
  Gruppo,
  GruppoMobile,
  NonTrovata,
  NellaGriglia,
  ConStorico,
  StoricoVuoto,
} = composeStories(stories, preview);

const CREDITO = 'Polizza acquistata con il credito disponibile';
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const card = async () =>
  screen.findByRole('article', { name: /Viaggio Sicuro Plus|Ritardo Volo|Gruppi in Viaggio/ });
const ELENCO = 'Scarica l’elenco dei partecipanti gruppo gita.png';

/** Records what the browser would save (name and blob URL) instead of saving it. */
function savedDownloads(url: string): string[] {
  URL.createObjectURL = vi.fn(() => url);
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  return saved;
}

async function expectAxeClean(container: HTMLElement) {
  // jsdom draws nothing, so contrast is checked in Chromium (e2e); every other rule here.
  // label-content-name-mismatch measures icon glyphs on a canvas jsdom lacks (the toggle's glyph is aria-hidden).
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

afterEach(() => vi.restoreAllMocks());

// axe over a rendered card (and, once, a whole grid) takes seconds of jsdom work on a loaded machine.
describe('PolicyCard', { timeout: 20_000 }, () => {
  it('shows product, first participant and totals closed, and opens on the details button', async () => {
    const { container } = render(<Chiusa />);
    const c = await card();
    expect(within(c).getByRole('heading', { level: 3 }).textContent).toBe(
      'Viaggio Sicuro Plus · Polizza n. OVR-2026-000123',
    );
    expect(c.textContent).toContain('Ødegård Łukasz');
    expect(value(c, 'Premio totale')).toMatch(/^1\.212,50\s€$/);
    expect(value(c, 'Commissioni')).toMatch(/^145,50\s€$/);
    expect(value(c, 'Da pagare')).toMatch(/^1\.067,00\s€$/);
    expect(c.textContent).not.toContain(CREDITO);
    const toggle = within(c).getByRole('button', { name: 'Mostra dettagli' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details.hidden).toBe(true);
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(toggle.textContent).toBe('Nascondi dettagli');
    expect(value(c, 'Data inizio')).toBe('01/07/2027');
    expect(value(c, 'Data fine')).toBe('15/07/2027');
    expect(value(c, 'Destinazione')).toBe('Francia');
    expect(value(c, 'Area di partenza')).toBe('Italia');
    expect(value(c, 'Riferimento pratica')).toBe('PRAT-4711');
    expect(value(c, 'Numero partecipanti')).toBe('2');
    await expectAxeClean(container);
  });

  it('ends the details with the change history grid the screen configures: its rows, titles and export', async () => {
    const { container } = render(<ConStorico />);
    const c = await card();
    const storico = within(c).getByRole('region', { name: 'Storico modifiche' });
    // The applied change of dates and the refused request, with their values, as GET …/elenco/4711 answers.
    expect(await within(storico).findByText('04/07/2027 - 18/07/2027')).toBeTruthy();
    for (const text of [
      'Date di viaggio',
      '01/07/2027 - 15/07/2027',
      'Richiesta del cliente',
      'Numero dei partecipanti',
      'Rinuncia di un partecipante',
      'Il viaggio è già iniziato',
    ])
      expect(within(storico).getAllByText(text).length, text).toBeGreaterThan(0);
    for (const title of [
      'Tipo modifica',
      'Valore originale',
      'Valore modificato',
      'Causale',
      'Modifica rifiutata',
    ])
      expect(within(storico).getAllByText(title).length, title).toBeGreaterThan(0);
    expect(within(storico).queryByText('Nessun dato presente')).toBeNull();
    expect(within(storico).getByRole('button', { name: 'Esporta in Excel' })).toBeTruthy();
    await expectAxeClean(container);
  });

  it("takes the purchases screen's row detail props as valid policy-card props (the grid does not check them)", () => {
    const { props } = acquisti.body.props.rowDetail;
    const check = createScreenValidator(createRegistry([policyCard]));
    const node = (p: object) => ({ name: 'x', path: 'x', body: { widget: 'policy-card', props: p } });
    expect(check(node({ ...props, itemGUID: GUID_BASE }))).toEqual([]);
    // And the check can fail: a misspelt grid property of the history.
    const storto = { ...props, storico: { ...props.storico, colums: props.storico.columns } };
    expect(check(node({ ...storto, itemGUID: GUID_BASE }))).not.toEqual([]);
  });

  it('says Nessun dato presente for a policy never changed, and asks for no history while closed', async () => {
    render(<StoricoVuoto />);
    const c = await card();
    const storico = within(c).getByRole('region', { name: 'Storico modifiche' });
    expect(await within(storico).findByText('Nessun dato presente')).toBeTruthy();
    await userEvent.setup().click(within(c).getByRole('button', { name: 'Nascondi dettagli' }));
    expect(within(c).queryByRole('region', { name: 'Storico modifiche' })).toBeNull();
  });

  it('starts open when asked, with no flights or further data sections when there are none', async () => {
    render(<Espansa />);
    const c = await card();
    expect(within(c).getByRole('button', { name: 'Nascondi dettagli' })).toBeTruthy();
    expect(value(c, 'Destinazione')).toBe('Francia');
    expect(within(c).queryByText('Voli assicurati')).toBeNull();
    expect(within(c).queryByText('Dati aggiuntivi')).toBeNull();
    // Every insured is named: no head of group, no participants document.
    expect(c.textContent).toContain('Contraente: Ødegård Łukasz');
    expect(within(c).queryByText('Elenco dei partecipanti')).toBeNull();
  });

  it('shows a group bought with its participants document: head of group, declared count, the document to download', async () => {
    const saved = savedDownloads('blob:elenco');
    const { container } = render(<Gruppo />);
    const c = await card();
    expect(c.textContent).toContain('Capogruppo: Esposito Carla');
    expect(c.textContent).not.toContain('Contraente');
    expect(value(c, 'Numero partecipanti')).toBe('30');
    const link = within(c).getByRole('button', { name: ELENCO });
    expect(value(c, 'Elenco dei partecipanti')).toBe('gruppo gita.png');
    await userEvent.setup().click(link);
    // Only GET file/adesione/{itemGUID}/partecipanti of this policy answers the document.
    await waitFor(() => expect(saved).toEqual(['gruppo gita.png blob:elenco']));
    await expectAxeClean(container);
  });

  it('shows the group on a phone too, in one column', async () => {
    const saved = savedDownloads('blob:elenco');
    const { container } = render(<GruppoMobile />);
    const c = await card();
    expect(c.dataset.mobile).toBe('true');
    expect(c.textContent).toContain('Capogruppo: Esposito Carla');
    expect(value(c, 'Numero partecipanti')).toBe('30');
    const dt = within(c).getByText('Elenco dei partecipanti', { selector: 'dt' });
    expect(dt.parentElement!.className).toContain('col-12');
    await userEvent.setup().click(within(c).getByRole('button', { name: ELENCO }));
    await waitFor(() => expect(saved).toEqual(['gruppo gita.png blob:elenco']));
    await expectAxeClean(container);
  });

  it('says when the policy was bought with credit', async () => {
    render(<AcquistataConCredito />);
    const c = await card();
    expect(within(c).getByText(CREDITO)).toBeTruthy();
    expect(value(c, 'Da pagare')).toMatch(/^0,00\s€$/);
  });

  it('lists the insured flights from datiExtra and the further data', async () => {
    const { container } = render(<VoliEDatiAggiuntivi />);
    const c = await card();
    const voli = within(c).getByRole('heading', { name: 'Voli assicurati' }).nextElementSibling!;
    expect([...voli.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'AZ610 · 01/07/2027 · 10:15 FCO → 13:40 JFK · ITA Airways',
      'AZ611 · 15/07/2027 · 17:50 JFK → 08:05 FCO',
    ]);
    expect(within(c).getByRole('heading', { name: 'Dati aggiuntivi' })).toBeTruthy();
    expect(value(c, 'Numero prenotazione')).toBe('PNR-4711');
    expect(value(c, 'Città di soggiorno')).toBe('Saint-Étienne');
    await expectAxeClean(container);
  });

  it('downloads the certificate as adesione.pdf from a button named with the policy number', async () => {
    const saved = savedDownloads('blob:certificato');
    render(<Chiusa />);
    const c = await card();
    await userEvent.setup().click(
      within(c).getByRole('button', {
        name: 'Scarica certificato assicurativo della polizza n. OVR-2026-000123',
      }),
    );
    // Only GET file/adesione/{itemGUID} of this policy answers (any other call is a 404 and no file).
    await waitFor(() => expect(saved).toEqual(['adesione.pdf blob:certificato']));
  });

  it('stacks on a phone with full-width buttons', async () => {
    const { container } = render(<Mobile />);
    const c = await card();
    expect(c.dataset.mobile).toBe('true');
    expect(within(c).getByRole('button', { name: /^Scarica certificato assicurativo/ }).className).toContain(
      'w-100',
    );
    expect(value(c, 'Numero prenotazione')).toBe('PNR-4711');
    await expectAxeClean(container);
  });

  it("shows the server's refusal where the card would be", async () => {
    render(<NonTrovata />);
    expect((await screen.findByRole('alert')).textContent).toBe('Polizza non trovata');
  });

  it('opens from the purchases grid row (rowDetail) and closes again', async () => {
    const user = userEvent.setup();
    const { container } = render(<NellaGriglia />);
    const grid = await screen.findByRole('grid');
    const toggles = await within(grid).findAllByRole('button', { name: 'Apri dettaglio' });
    expect(toggles).toHaveLength(3);
    await user.click(toggles[0]!);
    const c = await card();
    expect(toggles[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(toggles[0]!.getAttribute('aria-label')).toBe('Chiudi dettaglio');
    expect(document.getElementById(toggles[0]!.getAttribute('aria-controls')!)?.contains(c)).toBe(true);
    // Opened from the list, the card shows everything at once.
    expect(value(c, 'Riferimento pratica')).toBe('PRAT-4711');
    await expectAxeClean(container);
    await user.click(toggles[0]!);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(toggles[0]!.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('datiAggiuntiviDi', () => {
  it('reads base64 UTF-8 JSON and ignores what is not a further data list', () => {
    expect(datiAggiuntiviDi(base64Json([{ descrizione: 'Città', value: 'Forlì' }, { value: 'x' }]))).toEqual([
      { descrizione: 'Città', value: 'Forlì' },
    ]);
    expect(datiAggiuntiviDi(base64Json([{ descrizione: 'Importo', value: 12 }]))).toEqual([
      { descrizione: 'Importo', value: '12' },
    ]);
    for (const bad of [null, '', 'non base64!', base64Json({ a: 1 }), base64Json('x'), GUID_BASE])
      expect(datiAggiuntiviDi(bad)).toEqual([]);
  });
});
