import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import { checkDichiarazioni } from './checkDichiarazioni';
import * as stories from './Declarations.stories';
import { questionario } from './declarations.fixtures';

const { Vuoto, Compilato, Rifiutato, Errori, Mobile, SolaLettura } = composeStories(stories, preview);

// The label catalogue may word it 'preso visione delle condizioni di polizza': either is the same box.
const POLIZZA =
  /^Dichiaro di aver (ricevuto e )?preso visione delle condizioni di (assicurazione|polizza) e del set informativo$/;
const PRIVACY = /^Dichiaro di aver raccolto il consenso dell.assicurato al trattamento dei dati personali$/;
const checked = (e: HTMLElement) => (e as HTMLInputElement).checked;
const disabled = (e: HTMLElement) => (e as HTMLInputElement).disabled;

beforeEach(() => {
  receivedCalls.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('Declarations', () => {
  it('starts with nothing declared and the statements hidden', async () => {
    render(<Vuoto />);
    expect(checked(screen.getByRole('checkbox', { name: POLIZZA }))).toBe(false);
    expect(checked(screen.getByRole('checkbox', { name: PRIVACY }))).toBe(false);
    const procedi = await screen.findByRole('radio', { name: questionario.sceltaProcedi });
    expect(checked(procedi)).toBe(false);
    expect(screen.getByRole('group', { name: 'Valutazione di adeguatezza' })).toBeTruthy();
    expect(screen.queryByTestId('dichiarazioni-adeguatezza')).toBeNull();
    const privacy = screen.getByRole('link', { name: 'Informativa privacy' });
    expect(privacy.getAttribute('href')).toBe('/api/carrello/informativaPrivacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
  });

  it('stores every choice in parametriDichiarazione and shows the seven statements when proceeding', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    await user.click(screen.getByRole('checkbox', { name: POLIZZA }));
    expect(lastTripState().tripData?.parametriDichiarazione).toEqual({
      adeguatezza: null,
      checkPolizza: true,
      checkPrivacy: false,
    });
    await user.click(screen.getByRole('checkbox', { name: PRIVACY }));
    await user.click(await screen.findByRole('radio', { name: questionario.sceltaProcedi }));
    expect(lastTripState().tripData?.parametriDichiarazione).toEqual({
      adeguatezza: true,
      checkPolizza: true,
      checkPrivacy: true,
    });
    const items = (await screen.findByTestId('dichiarazioni-adeguatezza')).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(questionario.dichiarazioni.map((d) => d.testo));

    await user.click(screen.getByRole('radio', { name: questionario.sceltaRifiuta }));
    expect(lastTripState().tripData?.parametriDichiarazione?.adeguatezza).toBe(false);
    expect(screen.queryByTestId('dichiarazioni-adeguatezza')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: POLIZZA }));
    expect(lastTripState().tripData?.parametriDichiarazione).toEqual({
      adeguatezza: false,
      checkPolizza: false,
      checkPrivacy: true,
    });
  });

  it('shows saved declarations', async () => {
    render(<Compilato />);
    expect(checked(await screen.findByRole('radio', { name: questionario.sceltaProcedi }))).toBe(true);
    expect((await screen.findByTestId('dichiarazioni-adeguatezza')).querySelectorAll('li')).toHaveLength(7);
    expect(checked(screen.getByRole('checkbox', { name: POLIZZA }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: PRIVACY }))).toBe(true);
  });

  it('shows a declined suitability choice without the statements', async () => {
    render(<Rifiutato />);
    expect(checked(await screen.findByRole('radio', { name: questionario.sceltaRifiuta }))).toBe(true);
    expect(screen.queryByTestId('dichiarazioni-adeguatezza')).toBeNull();
  });

  it('opens the printable customer form in a new tab, downloaded with the session', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:modulo');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    render(<Vuoto />);
    const link = screen.getByRole('link', { name: 'Modulo cliente stampabile' });
    expect(link.getAttribute('href')).toBe('/api/carrello/moduloCliente?pacchettoId=12');
    await user.click(link);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:modulo'));
    expect(receivedCalls.map((c) => c.key)).toContain('GET carrello/moduloCliente');
  });

  it('names each missing declaration in the errors state', async () => {
    render(<Errori />);
    await screen.findByRole('radio', { name: questionario.sceltaProcedi });
    for (const text of checkDichiarazioni({ pacchettoID: 12, parametri: {} }))
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: POLIZZA }).className).toContain('is-invalid');
  });

  it('shows the customer form as a full-width button on a phone', () => {
    render(<Mobile />);
    const link = screen.getByRole('link', { name: 'Modulo cliente stampabile' });
    expect(link.className).toContain('w-100');
  });

  it('cannot be changed read-only', async () => {
    render(<SolaLettura />);
    expect(disabled(screen.getByRole('checkbox', { name: POLIZZA }))).toBe(true);
    expect(disabled(await screen.findByRole('radio', { name: questionario.sceltaProcedi }))).toBe(true);
  });
});

describe('checkDichiarazioni', () => {
  const dati = (p: object | null) => ({ pacchettoID: 12, parametri: {}, parametriDichiarazione: p });
  it('needs both checkboxes and a suitability choice, either answer, in the server’s words', () => {
    expect(checkDichiarazioni(dati({ adeguatezza: true, checkPolizza: true, checkPrivacy: true }))).toEqual(
      [],
    );
    expect(checkDichiarazioni(dati({ adeguatezza: false, checkPolizza: true, checkPrivacy: true }))).toEqual(
      [],
    );
    expect(checkDichiarazioni(dati(null))).toEqual([
      'Accettare le condizioni di polizza e il set informativo',
      "Confermare di aver raccolto il consenso al trattamento dei dati dell'assicurato",
      'Scegliere se procedere con le dichiarazioni di adeguatezza o non fornire informazioni',
    ]);
    expect(checkDichiarazioni(dati({ adeguatezza: null, checkPolizza: true, checkPrivacy: false }))).toEqual([
      "Confermare di aver raccolto il consenso al trattamento dei dati dell'assicurato",
      'Scegliere se procedere con le dichiarazioni di adeguatezza o non fornire informazioni',
    ]);
  });
});
