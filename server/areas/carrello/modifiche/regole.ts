import {
  AREE_MODIFICA,
  areaModificabile,
  causaliDi,
  regolaDi,
  richiestaModificaForzata,
  type AreaModifica,
} from '../../../../schemas/domain/abilitazioniModifica';
import type { AbilitazioniModifica } from '../../../../schemas/types';
import type { ErrorMessage } from '../../../errors';
import { leggiData } from '../partecipanti/dataNascita';
import type { AreaCambiata } from './storico';

/** One participant as the change form sends it (spec 2 §3 "Practice", partecipantiElenco). */
export interface PartecipanteModifica {
  ItemID?: number | null;
  Cognome?: string | null;
  Nome?: string | null;
  CodiceFiscale?: string | null;
  DataNascita?: string | null;
}

/** The change request body (spec 2 §3 "Change request", contract point 2). */
export interface ModificaRichiesta {
  adesioneModificata: {
    itemID: number;
    inizioViaggio: string;
    fineViaggio: string;
    importoViaggio: number | null;
    numeroPartecipanti: number;
    partecipantiElenco: PartecipanteModifica[];
  };
  richiestaModifica: boolean;
  versione: number;
  chDateCausale?: string | null;
  chDateFlagWarning?: boolean;
  chImportoViaggioCausale?: string | null;
  chImportoViaggioFlagWarning?: boolean;
  chNumeroAssicuratiCausale?: string | null;
  chNumeroAssicuratiFlagWarning?: boolean;
  chNomiCausali?: string | null;
  chNomiFlagWarning?: boolean;
}

/** A participant as the practice keeps it. */
export interface Persona {
  cognome: string;
  nome: string;
  codiceFiscale: string | null;
  dataNascita: string | null;
}

/** The practice's changeable values: as stored, or as a change makes them. */
export interface DatiPratica {
  inizioViaggio: string;
  fineViaggio: string;
  /** Whole cents, null when the practice has no trip amount. */
  importoViaggio: number | null;
  numeroPartecipanti: number;
  partecipanti: Persona[];
}

/** What a change request becomes once the server applied the rules to it. */
export interface ModificaValidata {
  /** The practice after the change: areas that may not change keep their original values. */
  nuovo: DatiPratica;
  /** The areas that really change, with their history values, cause and warning confirmation. */
  aree: AreaCambiata[];
  /** It waits as a request (the agent's flag, or forced by a request-only package). */
  richiesta: boolean;
}

/** The Italian texts of spec 2 §5 "Policy change" (labels modifiche.*) and the server's own refusals. */
export const MODIFICA_MSG = {
  causale: {
    chDate: 'Specificare una causale per la modifica delle date di viaggio',
    chImportoViaggio: "Specificare una causale per la modifica dell'importo di viaggio",
    chNumeroAssicurati: 'Specificare una causale per la modifica del numero dei partecipanti',
    chNomi: 'Specificare una causale per la modifica dei nominativi',
  },
  warning: {
    chDate: 'Confermare di possedere adeguata documentazione per la modifica delle date di viaggio',
    chImportoViaggio:
      "Confermare di possedere adeguata documentazione per la modifica dell'importo di viaggio",
    chNumeroAssicurati:
      'Confermare di possedere adeguata documentazione per la modifica del numero dei partecipanti',
    chNomi: 'Confermare di possedere adeguata documentazione per la modifica dei nominativi',
  },
  cognomeRichiesto: 'Cognome richiesto per tutti i partecipanti',
  codiceFiscaleLungo: (nome: string, cognome: string) =>
    `Il codice fiscale del passeggero ${nome} ${cognome} ha piu' di 16 caratteri. Correggerlo`,
  causaleNonAmmessa: (causale: string) => `La causale "${causale}" non è tra quelle ammesse per la modifica`,
  numeroMinimo: 'Il numero dei partecipanti deve essere almeno 1',
  numeroIntero: 'Il numero dei partecipanti deve essere un numero intero',
  importoIntero: "L'importo del viaggio deve essere un numero intero non negativo",
  dataNonValida: 'Le date di viaggio non sono valide',
  dateInvertite: 'La data di inizio viaggio non può essere successiva alla data di fine viaggio',
  nessunaModifica: 'Nessuna modifica da salvare: i valori sono quelli della polizza',
  annullata: 'La polizza è annullata: non può essere modificata',
  versione:
    'La polizza è stata modificata da un altro utente: ricarica la pagina per vedere la versione aggiornata.',
  giaDecisa: 'La richiesta è già stata decisa.',
  richiestaNonTrovata: 'Richiesta di modifica non trovata',
  chiaveUsata: "La chiave di idempotenza è già stata usata per la modifica di un'altra polizza",
} as const;

/** The cause and warning fields of the body per area (the names' cause is `chNomiCausali`, spec 2 §3). */
const CAMPO_CAUSALE: Record<AreaModifica, keyof ModificaRichiesta> = {
  chDate: 'chDateCausale',
  chImportoViaggio: 'chImportoViaggioCausale',
  chNumeroAssicurati: 'chNumeroAssicuratiCausale',
  chNomi: 'chNomiCausali',
};
const LABEL: Record<AreaModifica, string> = {
  chDate: 'Date',
  chImportoViaggio: 'Importo',
  chNumeroAssicurati: 'Numero',
  chNomi: 'Nomi',
};

const errore = (code: string, text: string): ErrorMessage => ({ code, text, type: 'error' });
const testo = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const DATA = /^\d{4}-\d{2}-\d{2}$/;

function dataValida(s: string): boolean {
  if (!DATA.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s <= '2099-12-31';
}

/** Whole cents as the history shows an amount: `2400.00`. */
export const euro = (c: number | null): string | null =>
  c === null
    ? null
    : `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

const nomi = (p: readonly Persona[]) => p.map((x) => `${x.cognome} ${x.nome}`.trim()).join('; ');
const stessaPersona = (a: Persona, b: Persona) =>
  a.cognome === b.cognome &&
  a.nome === b.nome &&
  (a.codiceFiscale ?? '') === (b.codiceFiscale ?? '') &&
  (a.dataNascita ?? '') === (b.dataNascita ?? '');

function persona(p: PartecipanteModifica | undefined): Persona {
  const nascita = testo(p?.DataNascita);
  return {
    cognome: testo(p?.Cognome),
    nome: testo(p?.Nome),
    codiceFiscale: testo(p?.CodiceFiscale).toUpperCase() || null,
    dataNascita: nascita === '' ? null : leggiData(nascita.slice(0, 10)),
  };
}

export interface OpzioniRegole {
  /** Today in the portal's zone, `YYYY-MM-DD` (the DeltaGiorni rule). */
  oggi: string;
  /** Accepting a saved request: the back office applies what was asked, every area as it was asked. */
  accettazione?: boolean;
  /** The practice is a group described by its document: fewer typed participants than insured. */
  conDocumento?: boolean;
}

/**
 * Applies spec 2 §4 and §5 to a change request, server side, never trusting the client's idea of what
 * is editable: an area whose permission is off, or whose DeltaGiorni has not passed yet, keeps its
 * original values (they "revert to the original on save"); a request-only package forces the request
 * flag and opens every area. Only the areas that really change are checked: their cause (required when
 * CausaleObbligatoria, one of Causali when given) and warning confirmation (when FlagWarning), the
 * participants' surnames and tax codes, a count of at least 1, whole numbers. The refusals are all
 * collected, one message each; `ok: false` carries them.
 */
export function validaModifica(
  originale: DatiPratica,
  body: ModificaRichiesta,
  abilitazioni: AbilitazioniModifica,
  opzioni: OpzioniRegole,
): { ok: true; modifica: ModificaValidata } | { ok: false; errori: ErrorMessage[] } {
  const solo = abilitazioni.soloRichiestaModifica;
  const aperta = Object.fromEntries(
    AREE_MODIFICA.map((a) => [
      a,
      opzioni.accettazione === true ||
        areaModificabile(regolaDi(abilitazioni, a), originale.inizioViaggio, opzioni.oggi, solo),
    ]),
  ) as Record<AreaModifica, boolean>;
  const m = body.adesioneModificata;
  const errori: ErrorMessage[] = [];

  // Dates.
  let inizio = originale.inizioViaggio;
  let fine = originale.fineViaggio;
  if (aperta.chDate) {
    const i = testo(m.inizioViaggio).slice(0, 10);
    const f = testo(m.fineViaggio).slice(0, 10);
    if (!dataValida(i) || !dataValida(f))
      errori.push(errore('modifiche.dataNonValida', MODIFICA_MSG.dataNonValida));
    else if (i > f) errori.push(errore('modifiche.dateInvertite', MODIFICA_MSG.dateInvertite));
    else [inizio, fine] = [i, f];
  }

  // Trip amount: whole euros.
  let importo = originale.importoViaggio;
  if (aperta.chImportoViaggio) {
    const v = m.importoViaggio;
    if (v === undefined) importo = originale.importoViaggio;
    else if (v === null) importo = null;
    // The amount as stored (it may have cents, from a purchase) is no change, whole or not.
    else if (typeof v === 'number' && Math.round(v * 100) === originale.importoViaggio)
      importo = originale.importoViaggio;
    else if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 99_999_999)
      errori.push(errore('modifiche.importoIntero', MODIFICA_MSG.importoIntero));
    else importo = v * 100;
  }

  // Insured count: a whole number, at least 1.
  let numero = originale.numeroPartecipanti;
  if (aperta.chNumeroAssicurati) {
    const v = m.numeroPartecipanti;
    if (typeof v !== 'number' || !Number.isInteger(v))
      errori.push(errore('modifiche.numeroIntero', MODIFICA_MSG.numeroIntero));
    else if (v < 1) errori.push(errore('modifiche.numeroMinimo', MODIFICA_MSG.numeroMinimo));
    else numero = v;
  }

  // Participants: the names area decides the rows the practice had; the rows a raised count adds are
  // the new insured's own (adding them is the count's change); a lowered count drops from the end.
  const richiesti = (m.partecipantiElenco ?? []).map(persona);
  const righe = opzioni.conDocumento
    ? Math.max(1, Math.min(numero, Math.max(originale.partecipanti.length, richiesti.length)))
    : numero;
  const partecipanti: Persona[] = [];
  for (let k = 0; k < righe; k++) {
    const prima = originale.partecipanti[k];
    partecipanti.push(prima && !aperta.chNomi ? prima : persona(m.partecipantiElenco?.[k]));
  }
  const comuni = Math.min(originale.partecipanti.length, partecipanti.length);
  const nomiCambiati = partecipanti
    .slice(0, comuni)
    .some((p, k) => !stessaPersona(p, originale.partecipanti[k]!));
  const numeroCambiato = numero !== originale.numeroPartecipanti;

  const nuovo: DatiPratica = {
    inizioViaggio: inizio,
    fineViaggio: fine,
    importoViaggio: importo,
    numeroPartecipanti: numero,
    partecipanti,
  };
  const cambiate: Array<
    Omit<AreaCambiata, 'flagWarning' | 'causale' | 'tipoModifica'> & { tipoModifica: AreaModifica }
  > = [];
  if (inizio !== originale.inizioViaggio || fine !== originale.fineViaggio)
    cambiate.push({
      tipoModifica: 'chDate',
      valoreOriginale: `${originale.inizioViaggio} - ${originale.fineViaggio}`,
      valoreModificato: `${inizio} - ${fine}`,
    });
  if (importo !== originale.importoViaggio)
    cambiate.push({
      tipoModifica: 'chImportoViaggio',
      valoreOriginale: euro(originale.importoViaggio),
      valoreModificato: euro(importo),
    });
  if (numeroCambiato)
    cambiate.push({
      tipoModifica: 'chNumeroAssicurati',
      valoreOriginale: String(originale.numeroPartecipanti),
      valoreModificato: String(numero),
    });
  if (nomiCambiati)
    cambiate.push({
      tipoModifica: 'chNomi',
      valoreOriginale: nomi(originale.partecipanti),
      valoreModificato: nomi(partecipanti),
    });

  if (nomiCambiati || numeroCambiato) {
    if (partecipanti.some((p) => p.cognome === ''))
      errori.push(errore('modifiche.cognomeRichiesto', MODIFICA_MSG.cognomeRichiesto));
    for (const p of partecipanti)
      if ((p.codiceFiscale ?? '').length > 16)
        errori.push(
          errore('modifiche.codiceFiscaleLungo', MODIFICA_MSG.codiceFiscaleLungo(p.nome, p.cognome)),
        );
  }

  const aree: AreaCambiata[] = [];
  for (const c of cambiate) {
    const area = c.tipoModifica;
    const regola = regolaDi(abilitazioni, area);
    const causale = testo(body[CAMPO_CAUSALE[area]]);
    const ammesse = causaliDi(regola.causali);
    const flag = body[`${area}FlagWarning`] === true;
    if (causale === '' && regola.causaleObbligatoria && !opzioni.accettazione)
      errori.push(errore(`modifiche.causale${LABEL[area]}`, MODIFICA_MSG.causale[area]));
    if (causale !== '' && ammesse.length > 0 && !ammesse.includes(causale))
      errori.push(errore('modifiche.causaleNonAmmessa', MODIFICA_MSG.causaleNonAmmessa(causale)));
    if (regola.flagWarning && !flag && !opzioni.accettazione)
      errori.push(errore(`modifiche.warning${LABEL[area]}`, MODIFICA_MSG.warning[area]));
    aree.push({ ...c, causale: causale === '' ? null : causale, flagWarning: flag });
  }
  if (errori.length === 0 && aree.length === 0)
    errori.push(errore('modifiche.nessunaAreaCambiata', MODIFICA_MSG.nessunaModifica));
  if (errori.length > 0) return { ok: false, errori };
  return {
    ok: true,
    modifica: {
      nuovo,
      aree,
      richiesta: !opzioni.accettazione && richiestaModificaForzata(solo, body.richiestaModifica === true),
    },
  };
}
