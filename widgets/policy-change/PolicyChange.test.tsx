import { composeStories } from '@storybook/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastGridStoryEngine } from '../grid/stories/GridStoryEngine';
import { browserLocation } from '../statement-payment/browserLocation';
import { areeCambiate, bozzaIniziale, conNumero, richiestaDi } from './modifica';
import * as stories from './PolicyChange.stories';
import {
  abilitazioniDelta,
  abilitazioniSoloRichiesta,
  chiamate,
  CONFLITTO,
  NUMERO,
  PAGINA_GATEWAY,
  PATH_ABILITAZIONE,
  PATH_ANTEPRIMA,
  pratica,
} from './stories/fixtures';

const {
  Modificabile,
  Mobile,
  SoloDateConDelta,
  SoloRichiesta,
  CausaleDaScrivere,
  Annullata,
  RichiestaInAttesa,
  Conflitto,
  RifiutoDelServer,
  PagamentoConCarta,
} = composeStories(stories, preview);

const NM = 'Non modificabile';
const toasts = () => lastGridStoryEngine!.toasts().map((t) => `${t.variant} ${t.title}: ${t.body}`);
const errore = (body: string) => `danger Errore: ${body}`;
const posts = (path: string) => chiamate.filter((c) => c.key === `POST ${path}`);
type Body = Record<string, unknown> & { adesioneModificata: Record<string, unknown> };

/** Today for the date rule: only Date is faked, so user events and timers run as usual. */
const oggi = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${iso}T10:00:00`));
};

async function apri(Story: ComponentType) {
  const user = userEvent.setup();
  render(<Story />);
  await user.click(
    await screen.findByRole('button', { name: `Richiesta di modifica della polizza n. ${NUMERO}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Richiesta di modifica' });
  return { user, dialog };
}

const area = async (dialog: HTMLElement, name: string) =>
  within(dialog).findByRole('group', { name: new RegExp(`^${name}`) });

async function scriviData(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

async function expectAxeClean(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

beforeEach(() => {
  chiamate.length = 0;
  oggi('2027-05-01');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PolicyChange', { timeout: 30_000 }, () => {
  it('moves the trip with the default cause: preview, then one save with an Idempotency-Key, toast and close', async () => {
    const { user, dialog } = await apri(Modificabile);
    const date = await area(dialog, 'Date di viaggio');
    expect(dialog.textContent).not.toContain(NM);
    const richiesta = within(dialog).getByRole('checkbox', { name: 'Solo richiesta di modifica' });
    expect((richiesta as HTMLInputElement).checked).toBe(false);
    expect((richiesta as HTMLInputElement).disabled).toBe(false);
    // No cause before the area changes.
    expect(within(date).queryByRole('combobox', { name: 'Causale' })).toBeNull();
    await scriviData(user, within(date).getByLabelText('Data inizio'), '04/07/2027');
    await scriviData(user, within(date).getByLabelText('Data fine'), '18/07/2027');
    const causale = within(date).getByRole('combobox', { name: 'Causale' }) as HTMLSelectElement;
    expect(causale.value).toBe('Richiesta del cliente');
    expect([...causale.options].map((o) => o.value)).toEqual([
      'Richiesta del cliente',
      'Prolungamento del soggiorno',
    ]);
    await expectAxeClean(document.body);

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const riepilogo = await within(dialog).findByRole('heading', { name: 'Riepilogo della modifica' });
    await waitFor(() => expect(document.activeElement).toBe(riepilogo));
    const [sent] = posts(PATH_ANTEPRIMA);
    const body = sent!.body as Body;
    expect(body.adesioneModificata).toMatchObject({
      itemID: 4711,
      inizioViaggio: '2027-07-04',
      fineViaggio: '2027-07-18',
      importoViaggio: 2400,
      numeroPartecipanti: 2,
    });
    expect(body).toMatchObject({
      versione: 3,
      richiestaModifica: false,
      chDateCausale: 'Richiesta del cliente',
    });
    // Only the changed area carries a cause or a confirmation.
    expect(Object.keys(body).filter((k) => k.startsWith('ch'))).toEqual(['chDateCausale']);
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Premio attuale')).toMatch(/^1\.212,50\s€$/);
    expect(value('Nuovo premio')).toMatch(/^1\.262,50\s€$/);
    expect(value('Supplemento da pagare')).toMatch(/^44,00\s€$/);
    expect(value('Regolazione')).toBe('Sul credito disponibile');
    expect(posts(PATH_ABILITAZIONE)).toHaveLength(0);

    // What the save makes stale: the parent list, the policy's card and its change history.
    const qc = lastGridStoryEngine!.runtime.queryClient;
    const stale = [
      ['source', 'myoverins/elencoadesioni/distributore', {}],
      ['source', 'myoverins/adesioni/3f6c1a2e', {}],
      ['source', 'carrello/modifiche/elenco/4711', { page: 1 }],
    ];
    const other = ['source', 'myoverins/elencoestratticonto/me', {}];
    for (const key of [...stale, other]) qc.setQueryData(key, { items: [] });

    // A double click sends one save.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const salvate = posts(PATH_ABILITAZIONE);
    expect(salvate).toHaveLength(1);
    expect(salvate[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(salvate[0]!.body).toEqual(body);
    expect(toasts()).toEqual(['success Modifica eseguita: Modifica salvata correttamente!']);
    expect(stale.map((key) => qc.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
    expect(qc.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('a supplement paid by card: the preview says so, Conferma saves once and leaves for the gateway page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, dialog } = await apri(PagamentoConCarta);
    const date = await area(dialog, 'Date di viaggio');
    await scriviData(user, within(date).getByLabelText('Data inizio'), '04/07/2027');
    await scriviData(user, within(date).getByLabelText('Data fine'), '18/07/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await within(dialog).findByRole('heading', { name: 'Riepilogo della modifica' });
    expect(within(dialog).getByText('Regolazione', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Con pagamento con carta',
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAGINA_GATEWAY));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(posts(PATH_ABILITAZIONE)).toHaveLength(1);
    expect(toasts()).toEqual(['success Modifica eseguita: Modifica salvata correttamente!']);
  });

  it('opens an area only once trip start + DeltaGiorni is past (shared rule), both sides of the boundary', async () => {
    // Trip start 2027-07-01, delta -30: start + delta is 2027-06-01, past from 2027-06-02 on.
    oggi('2027-06-01');
    const prima = await apri(SoloDateConDelta);
    for (const nome of ['Date di viaggio', 'Importo del viaggio', 'Numero dei partecipanti', 'Nominativi'])
      expect((await area(prima.dialog, nome)).textContent).toContain(NM);
    expect((within(prima.dialog).getByLabelText('Data inizio') as HTMLInputElement).readOnly).toBe(true);
    await prima.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    oggi('2027-06-02');
    const dopo = await apri(SoloDateConDelta);
    const date = await area(dopo.dialog, 'Date di viaggio');
    expect(date.textContent).not.toContain(NM);
    expect((within(date).getByLabelText('Data inizio') as HTMLInputElement).readOnly).toBe(false);
    expect((await area(dopo.dialog, 'Importo del viaggio')).textContent).toContain(NM);
    const importo = within(dopo.dialog).getByLabelText('Importo del viaggio') as HTMLInputElement;
    expect(importo.readOnly).toBe(true);
    expect(importo.getAttribute('aria-describedby')).toBeTruthy();
    // Non-editable values go back as they were.
    await scriviData(dopo.user, within(date).getByLabelText('Data fine'), '20/07/2027');
    await dopo.user.click(within(dopo.dialog).getByRole('button', { name: 'Salva' }));
    await within(dopo.dialog).findByRole('heading', { name: 'Riepilogo della modifica' });
    const body = posts(PATH_ANTEPRIMA)[0]!.body as Body;
    expect(body.adesioneModificata).toEqual({
      itemID: 4711,
      inizioViaggio: '2027-07-01',
      fineViaggio: '2027-07-20',
      importoViaggio: 2400,
      numeroPartecipanti: 2,
      partecipantiElenco: pratica.partecipantiElenco,
    });
  });

  it('reverts the values of non-editable areas in the body sent, whatever the draft holds', () => {
    const bozza = conNumero(
      { ...bozzaIniziale(abilitazioniDelta, pratica), importoViaggio: '9999', fineViaggio: '2027-07-20' },
      '5',
    );
    bozza.partecipanti[0] = { ...bozza.partecipanti[0], Cognome: 'Altro' };
    const r = richiestaDi(bozza, abilitazioniDelta, pratica, '2027-06-01');
    expect(r.adesioneModificata).toEqual({
      itemID: 4711,
      inizioViaggio: '2027-07-01',
      fineViaggio: '2027-07-15',
      importoViaggio: 2400,
      numeroPartecipanti: 2,
      partecipantiElenco: pratica.partecipantiElenco,
    });
    // The day after, the dates open: only they pass.
    const r2 = richiestaDi(bozza, abilitazioniDelta, pratica, '2027-06-02');
    expect(r2.adesioneModificata.fineViaggio).toBe('2027-07-20');
    expect(r2.adesioneModificata.importoViaggio).toBe(2400);
    expect(r2.chDateCausale).toBe('Richiesta del cliente');
  });

  it('keeps an untouched amount with cents, and counts rows added by the count as the count change, not the names', () => {
    const conCentesimi = { ...pratica, importoViaggio: 2400.5 };
    const bozza = bozzaIniziale(abilitazioniSoloRichiesta, conCentesimi);
    expect(bozza.importoViaggio).toBe('2400');
    const r = richiestaDi(bozza, abilitazioniSoloRichiesta, conCentesimi, '2027-01-01');
    expect(r.adesioneModificata.importoViaggio).toBe(2400.5);
    expect(areeCambiate(r.adesioneModificata, conCentesimi)).toEqual([]);
    const tre = conNumero(bozza, '3');
    tre.partecipanti[2] = { ...tre.partecipanti[2], Cognome: 'Verdi', Nome: 'Luca' };
    const r3 = richiestaDi(tre, abilitazioniSoloRichiesta, conCentesimi, '2027-01-01');
    expect(areeCambiate(r3.adesioneModificata, conCentesimi)).toEqual(['chNumeroAssicurati']);
  });

  it('keeps the named head of a group insured through a document when its count changes', () => {
    const gruppo = {
      ...pratica,
      numeroPartecipanti: 30,
      partecipantiElenco: pratica.partecipantiElenco.slice(0, 1),
    };
    const bozza = conNumero(bozzaIniziale(abilitazioniSoloRichiesta, gruppo), '32');
    expect(bozza.partecipanti).toHaveLength(1);
    const r = richiestaDi(bozza, abilitazioniSoloRichiesta, gruppo, '2027-01-01');
    expect(r.adesioneModificata.numeroPartecipanti).toBe(32);
    expect(r.adesioneModificata.partecipantiElenco).toEqual(gruppo.partecipantiElenco);
  });

  it('forces and locks the request flag on a request-only package and opens every area', async () => {
    const { user, dialog } = await apri(SoloRichiesta);
    await area(dialog, 'Date di viaggio');
    expect(dialog.textContent).not.toContain(NM);
    const flag = within(dialog).getByRole('checkbox', {
      name: 'Solo richiesta di modifica',
    }) as HTMLInputElement;
    expect(flag.checked).toBe(true);
    expect(flag.disabled).toBe(true);
    const importo = within(dialog).getByLabelText('Importo del viaggio');
    await user.clear(importo);
    await user.type(importo, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await within(dialog).findByText(/resterà in attesa della decisione del back office/);
    expect(posts(PATH_ANTEPRIMA)[0]!.body).toMatchObject({
      richiestaModifica: true,
      adesioneModificata: { importoViaggio: 3000 },
    });
    expect(within(dialog).queryByText('Supplemento da pagare')).toBeNull();
    // And the request-only rule of the shared module, independent of the agent's choice.
    expect(
      richiestaDi(
        bozzaIniziale(abilitazioniSoloRichiesta, pratica),
        abilitazioniSoloRichiesta,
        pratica,
        '2027-01-01',
      ).richiestaModifica,
    ).toBe(true);
  });

  it('takes whole numbers for amount and count; the count drops rows from the end, appends empty ones, never below 1', async () => {
    const { user, dialog } = await apri(Modificabile);
    await area(dialog, 'Nominativi');
    const importo = within(dialog).getByLabelText('Importo del viaggio') as HTMLInputElement;
    await user.clear(importo);
    await user.type(importo, '2.500,75€');
    expect(importo.value).toBe('250075');
    const numero = within(dialog).getByLabelText('Numero dei partecipanti') as HTMLInputElement;
    const cognomi = () =>
      within(dialog)
        .getAllByLabelText(/^Cognome partecipante \d+$/)
        .map((i) => (i as HTMLInputElement).value);
    expect(cognomi()).toEqual(['Ødegård', 'Bianchi']);
    await user.clear(numero);
    await user.type(numero, '4');
    expect(cognomi()).toEqual(['Ødegård', 'Bianchi', '', '']);
    await user.clear(numero);
    await user.type(numero, '1');
    expect(cognomi()).toEqual(['Ødegård']);
    await user.clear(numero);
    await user.type(numero, '0');
    expect(numero.value).toBe('1');
    await user.clear(numero);
    await user.type(numero, '3,5');
    expect(numero.value).toBe('35');
    await user.clear(numero);
    await user.type(numero, '3');
    expect(cognomi()).toEqual(['Ødegård', '', '']);
    // The new participants need a surname.
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(toasts()).toContain(errore('Cognome richiesto per tutti i partecipanti'));
    expect(posts(PATH_ANTEPRIMA)).toHaveLength(0);
  });

  it('pages the participants 10 at a time in the change form too', async () => {
    const { user, dialog } = await apri(Modificabile);
    await area(dialog, 'Nominativi');
    const numero = within(dialog).getByLabelText('Numero dei partecipanti');
    await user.clear(numero);
    await user.type(numero, '12');
    expect(within(dialog).getAllByLabelText(/^Cognome partecipante \d+$/)).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: 'Pagina 2' }));
    expect(within(dialog).getAllByLabelText(/^Cognome partecipante \d+$/)).toHaveLength(2);
  });

  it('asks a surname for everyone and a tax code of at most 16 characters, naming the passenger, and the warning confirmation', async () => {
    const { user, dialog } = await apri(Modificabile);
    const nomi = await area(dialog, 'Nominativi');
    await user.clear(within(nomi).getByLabelText('Cognome partecipante 1'));
    const cf = within(nomi).getByLabelText('Codice fiscale partecipante 2');
    await user.clear(cf);
    await user.type(cf, 'BNCNNA85T41H501XY');
    // The changed names show their cause, the warning and what to do.
    expect(within(nomi).getByRole('combobox', { name: 'Causale' })).toBeTruthy();
    expect(nomi.textContent).toContain(
      'Il cambio nome è ammesso solo con il documento del nuovo viaggiatore.',
    );
    expect(nomi.textContent).toContain('Inviare copia del documento al fornitore.');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(toasts()).toEqual([
      errore('Cognome richiesto per tutti i partecipanti'),
      errore("Il codice fiscale del passeggero Anna Bianchi ha piu' di 16 caratteri. Correggerlo"),
      errore('Confermare di possedere adeguata documentazione per la modifica dei nominativi'),
    ]);
    expect(posts(PATH_ANTEPRIMA)).toHaveLength(0);
    await user.type(within(nomi).getByLabelText('Cognome partecipante 1'), 'Rossi');
    await user.clear(cf);
    await user.type(cf, 'BNCNNA85T41H501X');
    await user.click(
      within(nomi).getByRole('checkbox', { name: 'Confermo di possedere adeguata documentazione' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await within(dialog).findByRole('heading', { name: 'Riepilogo della modifica' });
    const body = posts(PATH_ANTEPRIMA)[0]!.body as Body;
    expect(body).toMatchObject({ chNomiCausali: 'Errore di battitura', chNomiFlagWarning: true });
    expect((body.adesioneModificata.partecipantiElenco as Array<{ Cognome: string }>)[0]!.Cognome).toBe(
      'Rossi',
    );
  });

  it('asks cause and confirmation only for the areas actually changed', async () => {
    const { user, dialog } = await apri(CausaleDaScrivere);
    await area(dialog, 'Importo del viaggio');
    // The count changes (no cause, no warning there): nothing asked for the untouched amount.
    const numero = within(dialog).getByLabelText('Numero dei partecipanti');
    await user.clear(numero);
    await user.type(numero, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await within(dialog).findByRole('heading', { name: 'Riepilogo della modifica' });
    expect(toasts()).toEqual([]);
    expect(Object.keys(posts(PATH_ANTEPRIMA)[0]!.body as Body).filter((k) => k.startsWith('ch'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Salva'));

    // Now the amount too: its cause (typed, none offered) and its confirmation are required.
    const importo = await within(dialog).findByLabelText('Importo del viaggio');
    await user.clear(importo);
    await user.type(importo, '2600');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(toasts()).toEqual([
      errore("Specificare una causale per la modifica dell'importo di viaggio"),
      errore("Confermare di possedere adeguata documentazione per la modifica dell'importo di viaggio"),
    ]);
    const gruppo = await area(dialog, 'Importo del viaggio');
    await user.type(within(gruppo).getByRole('textbox', { name: 'Causale' }), 'Upgrade alberghiero');
    await user.click(
      within(gruppo).getByRole('checkbox', { name: 'Confermo di possedere adeguata documentazione' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await within(dialog).findByRole('heading', { name: 'Riepilogo della modifica' });
    expect(posts(PATH_ANTEPRIMA)[1]!.body).toMatchObject({
      chImportoViaggioCausale: 'Upgrade alberghiero',
      chImportoViaggioFlagWarning: true,
      adesioneModificata: { importoViaggio: 2600, numeroPartecipanti: 1 },
    });
  });

  it('says there is nothing to save when no value changed, and asks no preview', async () => {
    const { user, dialog } = await apri(Modificabile);
    await area(dialog, 'Date di viaggio');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(toasts()).toEqual([errore('Nessuna modifica da salvare: i valori sono quelli della polizza')]);
    expect(posts(PATH_ANTEPRIMA)).toHaveLength(0);
  });

  it('refuses empty or inverted trip dates when the dates change', async () => {
    const { user, dialog } = await apri(Modificabile);
    const date = await area(dialog, 'Date di viaggio');
    await scriviData(user, within(date).getByLabelText('Data inizio'), '20/07/2027');
    await user.clear(within(date).getByLabelText('Data fine'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(toasts()).toEqual([errore('Data Fine Viaggio richiesta')]);
    await scriviData(user, within(date).getByLabelText('Data fine'), '15/07/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(toasts()).toContain(
      errore('La data di inizio viaggio non può essere successiva alla data di fine viaggio'),
    );
    expect(posts(PATH_ANTEPRIMA)).toHaveLength(0);
  });

  it("shows the server's refusal of the preview as danger toasts and stays on the form", async () => {
    const { user, dialog } = await apri(RifiutoDelServer);
    const date = await area(dialog, 'Date di viaggio');
    await scriviData(user, within(date).getByLabelText('Data inizio'), '02/07/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(toasts()).toEqual([errore('La causale "Altro" non è tra quelle ammesse per la modifica')]),
    );
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeTruthy();
    expect(posts(PATH_ABILITAZIONE)).toHaveLength(0);
  });

  it('shows the 409 Italian text so the agent reloads, and keeps the dialog open', async () => {
    const { user, dialog } = await apri(Conflitto);
    const date = await area(dialog, 'Date di viaggio');
    await scriviData(user, within(date).getByLabelText('Data inizio'), '02/07/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(toasts()).toEqual([errore(CONFLITTO)]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(posts(PATH_ABILITAZIONE)).toHaveLength(1);
  });

  it('shows no form for a cancelled policy or one whose request awaits the back office', async () => {
    const a = await apri(Annullata);
    expect(
      await within(a.dialog).findByText('La polizza è annullata: non può essere modificata'),
    ).toBeTruthy();
    expect(within(a.dialog).queryByRole('button', { name: 'Salva' })).toBeNull();
    cleanup();
    const r = await apri(RichiestaInAttesa);
    expect(await within(r.dialog).findByText(/in attesa della decisione del back office/)).toBeTruthy();
    expect(within(r.dialog).queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('runs the whole change from the keyboard: open, type, save, confirm', async () => {
    const user = userEvent.setup();
    render(<Modificabile />);
    const apriBtn = await screen.findByRole('button', {
      name: `Richiesta di modifica della polizza n. ${NUMERO}`,
    });
    /** Tab (never the mouse) until `target` has the focus. */
    const tabTo = async (target: HTMLElement) => {
      for (let i = 0; i < 80 && document.activeElement !== target; i++) await user.tab();
      expect(document.activeElement).toBe(target);
    };
    await tabTo(apriBtn);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Richiesta di modifica' });
    const date = await area(dialog, 'Date di viaggio');
    const inizio = within(date).getByLabelText('Data inizio');
    await tabTo(inizio);
    await user.keyboard('{Control>}a{/Control}{Backspace}03/07/2027');
    await tabTo(within(dialog).getByRole('button', { name: 'Salva' }));
    await user.keyboard('{Enter}');
    await within(dialog).findByRole('heading', { name: 'Riepilogo della modifica' });
    await tabTo(within(dialog).getByRole('button', { name: 'Conferma' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(PATH_ABILITAZIONE)).toHaveLength(1);
    expect((posts(PATH_ABILITAZIONE)[0]!.body as Body).adesioneModificata.inizioViaggio).toBe('2027-07-03');
  });

  it('works on a phone and by keyboard: Escape closes and gives the focus back to the button', async () => {
    const { user, dialog } = await apri(Mobile);
    await area(dialog, 'Nominativi');
    // One card per participant, labelled fields.
    expect(within(dialog).getByRole('group', { name: 'Partecipante 1' })).toBeTruthy();
    await expectAxeClean(document.body);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Richiesta di modifica');
  });
});
