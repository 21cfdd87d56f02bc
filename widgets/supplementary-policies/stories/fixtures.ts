import type { RouteAnswer } from '../../../engine/react/testing/createTestEngine';
import type {
  ProdottoCollegato,
  ProdottoComplementare,
  Totali,
  TotaliRichiesta,
} from '../../../schemas/types';
import { totali } from '../../shopping/stories/fixtures';

/** Supplementary policies of the story product (pacchetto 12) as the server gives them. */

export const speseMediche: ProdottoComplementare = {
  pacchettoID: 31,
  prodottoID: 301,
  pacchetto: 'Integrativa Spese Mediche Illimitate',
  descrizioneSintetica:
    '<p>Porta il massimale delle spese mediche a <strong>illimitato</strong>.</p><script>alert(1)</script>',
  descrizioneEstesa:
    '<p>L’integrativa per chi vuole la massima tutela:</p><ul><li>massimale spese mediche illimitato</li><li>premio per zona e durata del viaggio</li></ul><img src=x onerror="alert(1)">',
  testiCarrello: [],
  obbligatoria: false,
  destinazioni: [
    { code: 'EUROPA', nazione: 'Europa' },
    { code: 'FR', nazione: 'Francia' },
    { code: 'USA', nazione: 'USA e Canada' },
  ],
  nazionalita: [
    { codice: 'IT', nazione: 'Italia' },
    { codice: 'UE', nazione: 'Unione Europea' },
  ],
  extraInfo: [],
  commissione: 20,
  tipoCommissioneID: 2,
};

/** Chosen by ceiling ('Massimale' list) and priced on the trip amount (extra info 1). */
export const tutelaLegale: ProdottoComplementare = {
  pacchettoID: 32,
  prodottoID: 302,
  pacchetto: 'Integrativa Tutela Legale in Viaggio',
  descrizioneSintetica: '<p>Spese legali e anticipo della cauzione penale <strong>all’estero</strong>.</p>',
  descrizioneEstesa:
    '<p>Assistenza legale durante il viaggio:</p><ul><li>spese legali fino a 5.000 €</li><li>interprete a disposizione</li></ul>',
  testiCarrello: [
    { tipoID: 4, testo: 'Massimale' },
    { tipoID: 5, testo: 'Costo del viaggio' },
    { tipoID: 6, testo: 'Area di residenza' },
  ],
  obbligatoria: false,
  destinazioni: [
    { code: 'M5', nazione: '5.000 €' },
    { code: 'M10', nazione: '10.000 €' },
  ],
  nazionalita: [{ codice: 'IT', nazione: 'Italia' }],
  extraInfo: [{ labelID: 1, valore: null }],
  commissione: 20,
  tipoCommissioneID: 2,
};

export const complementari = [speseMediche, tutelaLegale];

/** Each policy's own total in the fake answers. */
const PREZZI: Record<number, number> = { 31: 24.6, 32: 16.4 };

const figure = (totaleViaggio: number): Totali => ({
  ...totali,
  totaleViaggio,
  totaleViaggioImposte: 0.6,
  totaleViaggioPersona: totaleViaggio / 2,
  totaleViaggioPersonaImposte: totaleViaggio / 2,
  commissioni: Math.round(totaleViaggio * 20) / 100,
  totaleViaggioDaPagare: totaleViaggio,
  ritenutaAcconto: 0,
  costiAccessori: 0,
});

/**
 * A fake POST carrello/totali: the story product (77 €) plus each policy priced (its own figures
 * in pacchetti), mandatory ones added as the real server does; `senzaRisposta` policies get an
 * answer with neither figures nor errors.
 */
export function totaliApi({
  obbligatorie = [] as number[],
  senzaRisposta = [] as number[],
} = {}): RouteAnswer {
  return async (request: Request) => {
    const body = (await request.json()) as TotaliRichiesta;
    const collegati = (
      Array.isArray(body.prodottiCollegati) ? body.prodottiCollegati : []
    ) as ProdottoCollegato[];
    const ids = [...new Set([...collegati.map((c) => c.pacchettoID), ...obbligatorie])];
    if (ids.some((id) => senzaRisposta.includes(id))) return { data: {} };
    const pacchetti = [
      { ...totali, pacchettoID: 12, pacchetto: 'Viaggio Sicuro Plus' },
      ...ids.map((id) => ({
        ...figure(PREZZI[id] ?? 10),
        pacchettoID: id,
        pacchetto: complementari.find((c) => c.pacchettoID === id)?.pacchetto ?? '',
      })),
    ];
    const somma = pacchetti.reduce((s, p) => s + p.totaleViaggio, 0);
    return { data: { ...totali, totaleViaggio: Math.round(somma * 100) / 100, pacchetti } };
  };
}
