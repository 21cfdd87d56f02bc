import { describe, expect, it } from 'vitest';
import type { EsitoAcquisto } from '../../schemas/types';
import { esitoMostrato, messaggioErrore, nuovaChiave, totaliPolizze } from './purchaseOutcome';
import { esitoOk, esitoWarning, polizza } from './stories/cartFixtures';

const url = 'https://pagamenti.example.it/x';
const esito = (adesioni: number, errori: number, redirecUrl: string | null): EsitoAcquisto => ({
  status: errori ? (adesioni ? 'warning' : 'ko') : 'ok',
  data: {
    adesioni: Array.from({ length: adesioni }, (_, i) => polizza(i + 1, 'P', 10, 1)),
    adesioniErrori: Array.from({ length: errori }, () => ({ codice: 'x', descrizione: 'X' })),
    redirecUrl,
  },
});

describe('purchase outcome (spec 2 §4 "Purchase from cart")', () => {
  it('with errors: the payment page when there is a redirect, otherwise the summary', () => {
    expect(esitoMostrato(esito(1, 1, url)).poi).toBe('redirect');
    expect(esitoMostrato(esito(0, 1, url)).poi).toBe('redirect');
    expect(esitoMostrato(esito(1, 1, null)).poi).toBe('riepilogo');
    // Nothing issued and nowhere to go: only the warnings.
    expect(esitoMostrato(esito(0, 2, null)).poi).toBe('nulla');
  });

  it('without errors: the payment page only when no policy was issued', () => {
    expect(esitoMostrato(esito(0, 0, url)).poi).toBe('redirect');
    expect(esitoMostrato(esito(2, 0, url))).toMatchObject({ poi: 'riepilogo', redirect: url });
    expect(esitoMostrato(esito(2, 0, null))).toMatchObject({ poi: 'riepilogo', redirect: null });
    expect(esitoMostrato(esito(0, 0, '')).poi).toBe('nulla');
  });

  it("words each error as its code's message, ': ' and the package", () => {
    const t = (key: string) => (key === 'adesioni.partecipantiMancanti' ? 'Mancano i partecipanti' : key);
    const [conPacchetto, senzaCodice] = esitoWarning.data.adesioniErrori;
    expect(messaggioErrore(conPacchetto!, t)).toBe('Mancano i partecipanti: Annullamento Viaggio Plus');
    expect(messaggioErrore(senzaCodice!, t)).toBe('La data di inizio viaggio è passata');
    expect(messaggioErrore({ codice: 'sconosciuto', descrizione: 'Fallback' }, t)).toBe('Fallback');
  });

  it("sums the summary's figures", () => {
    expect(totaliPolizze(esitoOk.data.adesioni)).toEqual({
      numero: 2,
      premioTotale: 165.7,
      commissioni: 24.86,
      totale: 140.84,
    });
  });

  it('makes a fresh v4 key every time', () => {
    const a = nuovaChiave();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nuovaChiave()).not.toBe(a);
  });
});
