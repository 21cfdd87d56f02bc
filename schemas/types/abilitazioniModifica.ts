/* generated — run npm run gen:types */
/* source: schemas/entities/abilitazioniModifica.schema.json */

/**
 * The change permissions of an issued policy (spec 2 §3 "Change permissions (abilitazioni)"), per area — dates (chDate), trip amount (chImportoViaggio), insured count (chNumeroAssicurati), names (chNomi) — from its package in the catalogue, or the selling distributor's offer of it. Which areas the change form opens: schemas/domain/abilitazioniModifica.ts (areaModificabile).
 */
export interface AbilitazioniModifica {
  /**
   * The trip dates may change.
   */
  chDate: boolean;
  /**
   * Null: no date rule. Else the trip dates are editable only once trip start + this many days is past.
   */
  chDateDeltaGiorni: number | null;
  /**
   * Causes offered for a change of the trip dates, ';'-separated, the first the default; empty: none.
   */
  chDateCausali: string;
  /**
   * A change of the trip dates needs a cause.
   */
  chDateCausaleObbligatoria: boolean;
  /**
   * A change of the trip dates needs the agent's confirmation of the warning.
   */
  chDateFlagWarning: boolean;
  /**
   * The warning shown for a change of the trip dates.
   */
  chDateMessaggioWarning: string | null;
  /**
   * What the agent must do after changing the trip dates.
   */
  chDateMessaggioToDo: string | null;
  /**
   * The trip amount may change.
   */
  chImportoViaggio: boolean;
  /**
   * Null: no date rule. Else the trip amount are editable only once trip start + this many days is past.
   */
  chImportoViaggioDeltaGiorni: number | null;
  /**
   * Causes offered for a change of the trip amount, ';'-separated, the first the default; empty: none.
   */
  chImportoViaggioCausali: string;
  /**
   * A change of the trip amount needs a cause.
   */
  chImportoViaggioCausaleObbligatoria: boolean;
  /**
   * A change of the trip amount needs the agent's confirmation of the warning.
   */
  chImportoViaggioFlagWarning: boolean;
  /**
   * The warning shown for a change of the trip amount.
   */
  chImportoViaggioMessaggioWarning: string | null;
  /**
   * What the agent must do after changing the trip amount.
   */
  chImportoViaggioMessaggioToDo: string | null;
  /**
   * The insured count may change.
   */
  chNumeroAssicurati: boolean;
  /**
   * Null: no date rule. Else the insured count are editable only once trip start + this many days is past.
   */
  chNumeroAssicuratiDeltaGiorni: number | null;
  /**
   * Causes offered for a change of the insured count, ';'-separated, the first the default; empty: none.
   */
  chNumeroAssicuratiCausali: string;
  /**
   * A change of the insured count needs a cause.
   */
  chNumeroAssicuratiCausaleObbligatoria: boolean;
  /**
   * A change of the insured count needs the agent's confirmation of the warning.
   */
  chNumeroAssicuratiFlagWarning: boolean;
  /**
   * The warning shown for a change of the insured count.
   */
  chNumeroAssicuratiMessaggioWarning: string | null;
  /**
   * What the agent must do after changing the insured count.
   */
  chNumeroAssicuratiMessaggioToDo: string | null;
  /**
   * The names of the insured may change.
   */
  chNomi: boolean;
  /**
   * Null: no date rule. Else the names of the insured are editable only once trip start + this many days is past.
   */
  chNomiDeltaGiorni: number | null;
  /**
   * Causes offered for a change of the names of the insured, ';'-separated, the first the default; empty: none.
   */
  chNomiCausali: string;
  /**
   * A change of the names of the insured needs a cause.
   */
  chNomiCausaleObbligatoria: boolean;
  /**
   * A change of the names of the insured needs the agent's confirmation of the warning.
   */
  chNomiFlagWarning: boolean;
  /**
   * The warning shown for a change of the names of the insured.
   */
  chNomiMessaggioWarning: string | null;
  /**
   * What the agent must do after changing the names of the insured.
   */
  chNomiMessaggioToDo: string | null;
  /**
   * Every change is a request the back office accepts or refuses: the request flag is forced on and every area is editable.
   */
  soloRichiestaModifica: boolean;
}
