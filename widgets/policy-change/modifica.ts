import type { AbilitazioniModifica, PartecipanteViaggio } from '../../schemas/types';
import {
  AREE_MODIFICA,
  areaModificabile,
  causaliDi,
  regolaDi,
  richiestaModificaForzata,
  type AreaModifica,
} from '../../schemas/domain/abilitazioniModifica';
import { campiPartecipante, ridimensiona } from '../participant-table/righe';

/** One insured as the practice holds it (contract 1, spec 2 §3 "Practice"). */
export interface PartecipantePratica {
  ItemID: number | null;
  Cognome: string;
  Nome: string;
  CodiceFiscale: string | null;
  DataNascita: string | null;
}

/** The practice of an issued policy as GET carrello/modifiche/abilitazione answers it in item2. */
export interface PraticaModificabile {
  itemID: number;
  versione: number;
  stato: 'emessa' | 'modificata' | 'annullata';
  inizioViaggio: string;
  fineViaggio: string;
  importoViaggio: number | null;
  numeroPartecipanti: number;
  partecipantiElenco: PartecipantePratica[];
  /** A change request of this policy awaits the back office's outcome. */
  richiestaInAttesa: boolean;
}

export interface RispostaAbilitazione {
  item1: AbilitazioniModifica;
  item2: PraticaModificabile;
}

/** The preview of a change (contract 3): euros with 2 decimals. */
export interface AnteprimaModifica {
  areeCambiate: string[];
  richiestaModifica: boolean;
  premioPrima: number;
  premioDopo: number;
  differenzaPremio: number;
  commissioniPrima: number;
  commissioniDopo: number;
  differenzaCommissioni: number;
  daPagarePrima: number;
  daPagareDopo: number;
  /** > 0 supplement, < 0 refund. */
  differenza: number;
  modo: 'credito' | 'estrattoConto' | 'carta' | null;
}

/** The change request of spec 2 §3 (contract 2). */
export interface ModificaRichiesta {
  adesioneModificata: {
    itemID: number;
    inizioViaggio: string;
    fineViaggio: string;
    importoViaggio: number | null;
    numeroPartecipanti: number;
    partecipantiElenco: PartecipantePratica[];
  };
  richiestaModifica: boolean;
  versione: number;
  chDateCausale?: string;
  chDateFlagWarning?: boolean;
  chImportoViaggioCausale?: string;
  chImportoViaggioFlagWarning?: boolean;
  chNumeroAssicuratiCausale?: string;
  chNumeroAssicuratiFlagWarning?: boolean;
  chNomiCausali?: string;
  chNomiFlagWarning?: boolean;
}

/** What the agent is editing: texts as typed (amount and count digits only), rows as the table keeps them. */
export interface Bozza {
  inizioViaggio: string;
  fineViaggio: string;
  importoViaggio: string;
  numeroPartecipanti: string;
  partecipanti: PartecipanteViaggio[];
  /** The agent's choice of the request flag (forced on for a request-only package). */
  richiestaModifica: boolean;
  causali: Record<AreaModifica, string>;
  conferme: Record<AreaModifica, boolean>;
  /**
   * A group insured through the document of its participants: the practice lists fewer names than
   * its count (the head of group), so the count does not add or drop rows (as the server reads it).
   */
  perDocumento: boolean;
}

const perArea = <T>(f: (area: AreaModifica) => T) =>
  Object.fromEntries(AREE_MODIFICA.map((a) => [a, f(a)])) as Record<AreaModifica, T>;

/** Which areas the form opens today (spec 2 §4, the shared rule areaModificabile). */
export function areeModificabili(
  abilitazioni: AbilitazioniModifica,
  inizioViaggio: string,
  oggi: string,
): Record<AreaModifica, boolean> {
  return perArea((area) =>
    areaModificabile(regolaDi(abilitazioni, area), inizioViaggio, oggi, abilitazioni.soloRichiestaModifica),
  );
}

const rigaDaPratica = (p: PartecipantePratica): PartecipanteViaggio => ({
  ...(p.ItemID === null ? {} : { ItemID: p.ItemID }),
  Cognome: p.Cognome ?? '',
  Nome: p.Nome ?? '',
  CodiceFiscale: p.CodiceFiscale ?? '',
  DataNascita: (p.DataNascita ?? '').slice(0, 10),
  Email: '',
});

/** The form at first: the practice's values, each area's first cause, nothing confirmed. */
export function bozzaIniziale(abilitazioni: AbilitazioniModifica, pratica: PraticaModificabile): Bozza {
  const perDocumento =
    pratica.partecipantiElenco.length > 0 && pratica.partecipantiElenco.length < pratica.numeroPartecipanti;
  const righe = pratica.partecipantiElenco.map(rigaDaPratica);
  return {
    perDocumento,
    inizioViaggio: pratica.inizioViaggio.slice(0, 10),
    fineViaggio: pratica.fineViaggio.slice(0, 10),
    importoViaggio: pratica.importoViaggio === null ? '' : String(Math.trunc(pratica.importoViaggio)),
    numeroPartecipanti: String(pratica.numeroPartecipanti),
    partecipanti: perDocumento ? righe : ridimensiona(righe, pratica.numeroPartecipanti),
    richiestaModifica: abilitazioni.soloRichiestaModifica,
    causali: perArea((area) => causaliDi(regolaDi(abilitazioni, area).causali)[0] ?? ''),
    conferme: perArea(() => false),
  };
}

/** Digits only: the amount and the count take whole numbers (spec 2 §5). */
export const soloCifre = (text: string) => text.replace(/\D/g, '');

/**
 * A new count typed (spec 2 §4, §5): the rows follow it, dropped from the end or appended empty;
 * below 1 counts as 1. Text that is no number yet leaves the rows as they are.
 */
export function conNumero(bozza: Bozza, testo: string): Bozza {
  const numero = soloCifre(testo);
  if (numero === '') return { ...bozza, numeroPartecipanti: '' };
  const n = Math.max(1, Number(numero));
  if (bozza.perDocumento) return { ...bozza, numeroPartecipanti: String(n) };
  return { ...bozza, numeroPartecipanti: String(n), partecipanti: ridimensiona(bozza.partecipanti, n) };
}

const inPratica = (p: PartecipanteViaggio): PartecipantePratica => {
  const f = campiPartecipante(p);
  return {
    ItemID: p.ItemID === undefined || p.ItemID === null || p.ItemID === '' ? null : Number(p.ItemID),
    Cognome: f.cognome,
    Nome: f.nome,
    CodiceFiscale: f.codiceFiscale === '' ? null : f.codiceFiscale,
    DataNascita: f.dataNascita === '' ? null : f.dataNascita.slice(0, 10),
  };
};

const stessoPartecipante = (a: PartecipantePratica, b: PartecipantePratica) =>
  a.Cognome === b.Cognome &&
  a.Nome === b.Nome &&
  (a.CodiceFiscale ?? '') === (b.CodiceFiscale ?? '') &&
  (a.DataNascita ?? '') === (b.DataNascita ?? '');

/**
 * The policy as it would be sent: each non-editable area back to the practice's values (spec 2 §4).
 * Names not editable: the rows the practice had keep their original values; the rows a larger count
 * added are new insured and keep what was typed.
 */
export function adesioneModificata(
  bozza: Bozza,
  pratica: PraticaModificabile,
  aperte: Record<AreaModifica, boolean>,
): ModificaRichiesta['adesioneModificata'] {
  const numero = aperte.chNumeroAssicurati
    ? Math.max(1, Number(soloCifre(bozza.numeroPartecipanti)) || pratica.numeroPartecipanti)
    : pratica.numeroPartecipanti;
  const originali = pratica.partecipantiElenco.map((p) => inPratica(rigaDaPratica(p)));
  const righe = (
    bozza.perDocumento
      ? bozza.partecipanti.slice(0, Math.max(1, Math.min(numero, bozza.partecipanti.length)))
      : ridimensiona(bozza.partecipanti, numero)
  ).map(inPratica);
  const partecipantiElenco = aperte.chNomi ? righe : righe.map((r, i) => originali[i] ?? r);
  const importo = soloCifre(bozza.importoViaggio);
  // The form shows whole euros: an amount with cents the agent did not touch stays as it was.
  const intatto = pratica.importoViaggio !== null && importo === String(Math.trunc(pratica.importoViaggio));
  return {
    itemID: pratica.itemID,
    inizioViaggio: aperte.chDate ? bozza.inizioViaggio : pratica.inizioViaggio.slice(0, 10),
    fineViaggio: aperte.chDate ? bozza.fineViaggio : pratica.fineViaggio.slice(0, 10),
    importoViaggio:
      aperte.chImportoViaggio && !intatto
        ? importo === ''
          ? null
          : Number(importo)
        : pratica.importoViaggio,
    numeroPartecipanti: numero,
    partecipantiElenco,
  };
}

/** The areas the change actually touches (after the non-editable ones were reverted). */
export function areeCambiate(
  nuova: ModificaRichiesta['adesioneModificata'],
  pratica: PraticaModificabile,
): AreaModifica[] {
  const originali = pratica.partecipantiElenco.map((p) => inPratica(rigaDaPratica(p)));
  const cambiate: Record<AreaModifica, boolean> = {
    chDate:
      nuova.inizioViaggio !== pratica.inizioViaggio.slice(0, 10) ||
      nuova.fineViaggio !== pratica.fineViaggio.slice(0, 10),
    chImportoViaggio: nuova.importoViaggio !== pratica.importoViaggio,
    chNumeroAssicurati: nuova.numeroPartecipanti !== pratica.numeroPartecipanti,
    // The rows a larger count appends are the count's change (checked with it), not a change of names.
    chNomi: nuova.partecipantiElenco.some((p, i) => {
      const o = originali[i];
      return o !== undefined && !stessoPartecipante(p, o);
    }),
  };
  return AREE_MODIFICA.filter((a) => cambiate[a]);
}

/** The key of an area's cause in the request: the names' is plural (spec 2 §3). */
const CHIAVE_CAUSALE = {
  chDate: 'chDateCausale',
  chImportoViaggio: 'chImportoViaggioCausale',
  chNumeroAssicurati: 'chNumeroAssicuratiCausale',
  chNomi: 'chNomiCausali',
} as const;

/** The change request to send: reverted values, the request flag, and cause/confirmation per changed area. */
export function richiestaDi(
  bozza: Bozza,
  abilitazioni: AbilitazioniModifica,
  pratica: PraticaModificabile,
  oggi: string,
): ModificaRichiesta {
  const aperte = areeModificabili(abilitazioni, pratica.inizioViaggio, oggi);
  const nuova = adesioneModificata(bozza, pratica, aperte);
  const richiesta: ModificaRichiesta = {
    adesioneModificata: nuova,
    richiestaModifica: richiestaModificaForzata(abilitazioni.soloRichiestaModifica, bozza.richiestaModifica),
    versione: pratica.versione,
  };
  for (const area of areeCambiate(nuova, pratica)) {
    const regola = regolaDi(abilitazioni, area);
    if (causaliDi(regola.causali).length > 0 || regola.causaleObbligatoria)
      richiesta[CHIAVE_CAUSALE[area]] = bozza.causali[area].trim();
    if (regola.flagWarning) richiesta[`${area}FlagWarning`] = bozza.conferme[area];
  }
  return richiesta;
}

/** The label keys of each area's messages (spec 2 §5). */
export const MESSAGGI_AREA: Record<AreaModifica, { causale: string; warning: string }> = {
  chDate: { causale: 'modifiche.causaleDate', warning: 'modifiche.warningDate' },
  chImportoViaggio: { causale: 'modifiche.causaleImporto', warning: 'modifiche.warningImporto' },
  chNumeroAssicurati: { causale: 'modifiche.causaleNumero', warning: 'modifiche.warningNumero' },
  chNomi: { causale: 'modifiche.causaleNomi', warning: 'modifiche.warningNomi' },
};

/**
 * The checks of spec 2 §5 "Policy change", only for the areas actually changed: a cause when the
 * permission requires one, the warning's confirmation when it has one; names: a surname for every
 * participant and tax codes of at most 16 characters. Label keys with their values, in order.
 */
export function erroriModifica(
  richiesta: ModificaRichiesta,
  abilitazioni: AbilitazioniModifica,
  pratica: PraticaModificabile,
  bozza: Bozza,
): Array<{ key: string; values?: Record<string, string> }> {
  const errori: Array<{ key: string; values?: Record<string, string> }> = [];
  const nuova = richiesta.adesioneModificata;
  const cambiate = areeCambiate(nuova, pratica);
  for (const area of cambiate) {
    const regola = regolaDi(abilitazioni, area);
    if (area === 'chDate') {
      // The trip parameters' own texts (spec 2 §5), and a start after the end is no trip.
      if (nuova.inizioViaggio === '') errori.push({ key: 'viaggio.dataInizioRichiesta' });
      if (nuova.fineViaggio === '') errori.push({ key: 'viaggio.dataFineRichiesta' });
      if (nuova.inizioViaggio !== '' && nuova.fineViaggio !== '' && nuova.inizioViaggio > nuova.fineViaggio)
        errori.push({ key: 'modifiche.dateInvertite' });
    }
    if (area === 'chNomi' || (area === 'chNumeroAssicurati' && !cambiate.includes('chNomi'))) {
      if (nuova.partecipantiElenco.some((p) => p.Cognome.trim() === ''))
        errori.push({ key: 'modifiche.cognomeRichiesto' });
      for (const p of nuova.partecipantiElenco)
        if ((p.CodiceFiscale ?? '').length > 16)
          errori.push({ key: 'modifiche.codiceFiscaleLungo', values: { nome: p.Nome, cognome: p.Cognome } });
    }
    if (regola.causaleObbligatoria && bozza.causali[area].trim() === '')
      errori.push({ key: MESSAGGI_AREA[area].causale });
    if (regola.flagWarning && !bozza.conferme[area]) errori.push({ key: MESSAGGI_AREA[area].warning });
  }
  return errori;
}
