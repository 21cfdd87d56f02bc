import type { AreaModifica, RegolaModifica } from '../../../schemas/domain/abilitazioniModifica';

/**
 * The demo catalogue's change permissions (spec 2 §3 "Change permissions"), as data: what an agency
 * may change on an issued policy of each package, and with which causes and warnings. The seed
 * (catalogo.ts) writes them into pacchetti_modifiche and pacchetti_distributori_modifiche.
 */

type Regole = Partial<Record<AreaModifica, Partial<RegolaModifica>>>;

/**
 * Most packages: dates free (causes offered, none required); trip amount and insured count only with
 * a cause; names only with a cause and the agent's confirmation of the warning.
 */
export const MODIFICHE_STANDARD: Regole = {
  chDate: { modificabile: true, causali: 'Richiesta del cliente;Errore di inserimento' },
  chImportoViaggio: {
    modificabile: true,
    causali: 'Richiesta del cliente;Errore di inserimento;Adeguamento del costo del viaggio',
    causaleObbligatoria: true,
  },
  chNumeroAssicurati: {
    modificabile: true,
    causali: 'Rinuncia di un partecipante;Aggiunta di un partecipante;Errore di inserimento',
    causaleObbligatoria: true,
  },
  chNomi: {
    modificabile: true,
    causali: 'Errore di inserimento;Sostituzione del partecipante',
    causaleObbligatoria: true,
    flagWarning: true,
    messaggioWarning:
      'La sostituzione di un assicurato è ammessa solo prima della partenza e con il consenso scritto del cliente.',
    messaggioToDo:
      'Conservare la richiesta scritta del cliente e copia del documento d’identità del nuovo assicurato.',
  },
};

/** Packages whose rules differ from the standard ones; `null`: no area may change at all. */
export const MODIFICHE_PACCHETTO: Record<string, Regole | null> = {
  // The flights insured are the policy: a flight policy cannot be changed, only bought again.
  'VOLO-RC': null,
  // A stay of up to a year: its dates may be extended only after its first month, with a warning.
  STUDENTI: {
    ...MODIFICHE_STANDARD,
    chDate: {
      modificabile: true,
      deltaGiorni: 30,
      causali: 'Prolungamento del soggiorno;Richiesta del cliente',
      causaleObbligatoria: true,
      flagWarning: true,
      messaggioWarning:
        'Il prolungamento del soggiorno è coperto solo se comunicato prima della fine del viaggio indicata in polizza.',
      messaggioToDo: 'Allegare la conferma di iscrizione al corso per il nuovo periodo.',
    },
    chNomi: { modificabile: false },
  },
};

/** Packages whose every change is a request the back office accepts or refuses (soloRichiestaModifica). */
export const SOLO_RICHIESTA_MODIFICA = ['ANN-SP'];

/** A package's cancellation window (pacchetti.annullamentoGiorni / annullamentoRimborsoTardivo). */
export interface RegolaAnnullamentoSeed {
  /** Null: not cancellable. N: cancellable until the trip starts, the whole premium back until N days before. */
  giorni: number | null;
  /** Per cent of the premium given back after that. */
  rimborsoTardivo: number;
}

/** Most packages: the whole premium back until 30 days before the trip, nothing after (but cancellable). */
export const ANNULLAMENTO_STANDARD: RegolaAnnullamentoSeed = { giorni: 30, rimborsoTardivo: 0 };

/** Packages whose cancellation rule differs from the standard one (README "Annullamento"). */
export const ANNULLAMENTO_PACCHETTO: Record<string, RegolaAnnullamentoSeed> = {
  // A multi-trip year cover has no single trip to cancel; the flight policy is the flights insured.
  'ANNUALE-MULTI': { giorni: null, rimborsoTardivo: 0 },
  BUSINESS: { giorni: null, rimborsoTardivo: 0 },
  'VOLO-RC': { giorni: null, rimborsoTardivo: 0 },
  // Multi-risk world cover: a shorter window and half the premium back after it.
  'MULTI-MONDO': { giorni: 15, rimborsoTardivo: 50 },
};

export const annullamentoDi = (codice: string): RegolaAnnullamentoSeed =>
  ANNULLAMENTO_PACCHETTO[codice] ?? ANNULLAMENTO_STANDARD;

/**
 * A distributor's own rules for a package it sells, replacing the package's for those areas: the tour
 * operator asks a cause for every date change of its multi-risk policy.
 */
export const MODIFICHE_OFFERTA: Array<{ distributore: string; pacchetto: string; regole: Regole }> = [
  {
    distributore: 'TO0001',
    pacchetto: 'MULTI-MONDO',
    regole: {
      chDate: {
        modificabile: true,
        causali: 'Variazione del tour operator;Richiesta del cliente;Errore di inserimento',
        causaleObbligatoria: true,
      },
    },
  },
];

/** The rows of one package's or offer's rules, one per area given. */
export function righeRegole(regole: Regole) {
  return Object.entries(regole).map(([area, r]) => ({ area: area as AreaModifica, ...r }));
}
