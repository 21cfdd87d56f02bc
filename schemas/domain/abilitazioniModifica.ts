/**
 * Change permissions of an issued policy (spec 2 §3 "Change permissions (abilitazioni)") and the rule
 * of spec 2 §4 that says which areas of the policy change form are editable. Pure: shared by the
 * server (GET/POST carrello/modifiche/abilitazione) and the change form on the policy card.
 */

import type { AbilitazioniModifica } from '../types/abilitazioniModifica';

/** The areas a change may touch: dates, trip amount, insured count, names. */
export const AREE_MODIFICA = ['chDate', 'chImportoViaggio', 'chNumeroAssicurati', 'chNomi'] as const;
export type AreaModifica = (typeof AREE_MODIFICA)[number];

/** One area's permission, as the catalogue declares it. */
export interface RegolaModifica {
  /** The area may change at all (the spec's flag chDate, chImportoViaggio…). */
  modificabile: boolean;
  /** Null: no date rule. Else editable only once trip start + deltaGiorni days is past. */
  deltaGiorni: number | null;
  /** Causes, `;`-separated; the first is the default. */
  causali: string;
  causaleObbligatoria: boolean;
  flagWarning: boolean;
  messaggioWarning: string | null;
  messaggioToDo: string | null;
}

/** The permission of an area the catalogue says nothing about: it may not change. */
export const REGOLA_NON_MODIFICABILE: RegolaModifica = {
  modificabile: false,
  deltaGiorni: null,
  causali: '',
  causaleObbligatoria: false,
  flagWarning: false,
  messaggioWarning: null,
  messaggioToDo: null,
};

/** The causes of a permission as a list, the default first; none when the text is empty. */
export function causaliDi(causali: string): string[] {
  return causali
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/** A calendar date `YYYY-MM-DD` as days since the epoch (UTC, so no time zone moves it). */
function giorno(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`Data non valida: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
}

/**
 * Whether an area of the change form is editable (spec 2 §4 "Policy change form"): "an area is
 * editable only if its permission flag is on and, when DeltaGiorni is set, trip start plus that delta
 * is already past. If 'change request only', … all areas are editable."
 *
 * Dates are calendar days `YYYY-MM-DD` (the trip start as the policy holds it, today in the portal's
 * zone). "Already past" is read strictly: a day is past once it is before today, so with trip start
 * 2027-07-01 and delta 10 the area opens on 2027-07-12 — on 2027-07-11, start + delta is today, not
 * yet past. A negative delta reads the same way: -30 opens the area from 2027-06-02 on.
 */
export function areaModificabile(
  regola: Pick<RegolaModifica, 'modificabile' | 'deltaGiorni'>,
  inizioViaggio: string,
  oggi: string,
  soloRichiestaModifica = false,
): boolean {
  if (soloRichiestaModifica) return true;
  if (!regola.modificabile) return false;
  if (regola.deltaGiorni === null) return true;
  return giorno(inizioViaggio) + regola.deltaGiorni < giorno(oggi);
}

/**
 * The request flag of the change form: forced on for a 'change request only' package (spec 2 §4),
 * else what the agent chose.
 */
export function richiestaModificaForzata(soloRichiestaModifica: boolean, scelta: boolean): boolean {
  return soloRichiestaModifica || scelta;
}

/** The flat answer of GET carrello/modifiche/abilitazione (item1) from each area's permission. */
export function abilitazioniPiatte(
  regole: Record<AreaModifica, RegolaModifica>,
  soloRichiestaModifica: boolean,
): AbilitazioniModifica {
  // Written out field by field: the compiler then checks every key of the answer's type.
  const { chDate: d, chImportoViaggio: i, chNumeroAssicurati: n, chNomi: m } = regole;
  return {
    chDate: d.modificabile,
    chDateDeltaGiorni: d.deltaGiorni,
    chDateCausali: d.causali,
    chDateCausaleObbligatoria: d.causaleObbligatoria,
    chDateFlagWarning: d.flagWarning,
    chDateMessaggioWarning: d.messaggioWarning,
    chDateMessaggioToDo: d.messaggioToDo,
    chImportoViaggio: i.modificabile,
    chImportoViaggioDeltaGiorni: i.deltaGiorni,
    chImportoViaggioCausali: i.causali,
    chImportoViaggioCausaleObbligatoria: i.causaleObbligatoria,
    chImportoViaggioFlagWarning: i.flagWarning,
    chImportoViaggioMessaggioWarning: i.messaggioWarning,
    chImportoViaggioMessaggioToDo: i.messaggioToDo,
    chNumeroAssicurati: n.modificabile,
    chNumeroAssicuratiDeltaGiorni: n.deltaGiorni,
    chNumeroAssicuratiCausali: n.causali,
    chNumeroAssicuratiCausaleObbligatoria: n.causaleObbligatoria,
    chNumeroAssicuratiFlagWarning: n.flagWarning,
    chNumeroAssicuratiMessaggioWarning: n.messaggioWarning,
    chNumeroAssicuratiMessaggioToDo: n.messaggioToDo,
    chNomi: m.modificabile,
    chNomiDeltaGiorni: m.deltaGiorni,
    chNomiCausali: m.causali,
    chNomiCausaleObbligatoria: m.causaleObbligatoria,
    chNomiFlagWarning: m.flagWarning,
    chNomiMessaggioWarning: m.messaggioWarning,
    chNomiMessaggioToDo: m.messaggioToDo,
    soloRichiestaModifica,
  };
}

/** One area's permission read back from the flat answer (what the change form works with). */
export function regolaDi(abilitazioni: AbilitazioniModifica, area: AreaModifica): RegolaModifica {
  return {
    modificabile: abilitazioni[area],
    deltaGiorni: abilitazioni[`${area}DeltaGiorni`],
    causali: abilitazioni[`${area}Causali`],
    causaleObbligatoria: abilitazioni[`${area}CausaleObbligatoria`],
    flagWarning: abilitazioni[`${area}FlagWarning`],
    messaggioWarning: abilitazioni[`${area}MessaggioWarning`],
    messaggioToDo: abilitazioni[`${area}MessaggioToDo`],
  };
}
