import tipologiaConImporto from '../../../schemas/entities/tipologiaConImporto.schema.json';
import { durataGiorni, toDayNumber } from './dates';
import { errore } from './errore';
import type { ErroreTotale, ViaggioDaPrezzare } from './types';

/** The trip facts every package needs, once the general checks pass. */
export interface FattiViaggio {
  inizio: string;
  fine: string;
  inizioDay: number;
  fineDay: number;
  durata: number;
  numeroPartecipanti: number;
}

/** Policy types whose quote needs the trip amount (spec 2 §5, §9): one list, in schemas/entities. */
export const TIPOLOGIE_CON_IMPORTO: readonly number[] = tipologiaConImporto.enum;

/** True when an amount in euro is absent or below 1 (the minimum of spec 2 §9). */
export const importoMancante = (euro: number | null | undefined): boolean =>
  euro === null || euro === undefined || !(euro >= 1);

/** The checks of spec 2 §5 that do not depend on a package: dates, participants, trip amount by policy type. */
export function checkViaggio(
  v: ViaggioDaPrezzare,
  oggi: string,
): { errori: ErroreTotale[]; fatti: FattiViaggio | null } {
  const errori: ErroreTotale[] = [];
  const inizioDay = toDayNumber(v.inizioViaggio);
  const fineDay = toDayNumber(v.fineViaggio);
  if (!v.inizioViaggio) errori.push(errore('pricing.dataInizioRichiesta'));
  if (!v.fineViaggio) errori.push(errore('pricing.dataFineRichiesta'));
  if ((v.inizioViaggio && inizioDay === null) || (v.fineViaggio && fineDay === null)) {
    errori.push(errore('pricing.dataNonValida'));
  }
  if (inizioDay !== null && fineDay !== null && fineDay < inizioDay) {
    errori.push(errore('pricing.fineViaggioPrimaInizio'));
  }
  const oggiDay = toDayNumber(oggi);
  if (oggiDay === null) throw new RangeError(`oggi is not a date: ${oggi}`);
  if (inizioDay !== null && inizioDay < oggiDay) errori.push(errore('pricing.inizioViaggioPassato'));
  const n = v.numeroPartecipanti;
  if (n === null || n === undefined || !Number.isInteger(n) || n < 1) {
    errori.push(errore('pricing.numeroPartecipantiRichiesto'));
  }
  if (
    v.tipologiaPolizza != null &&
    TIPOLOGIE_CON_IMPORTO.includes(v.tipologiaPolizza) &&
    importoMancante(v.importoViaggio)
  ) {
    errori.push(errore('pricing.importoViaggioRichiesto'));
  }
  if (errori.length > 0 || inizioDay === null || fineDay === null || !n) return { errori, fatti: null };
  return {
    errori,
    fatti: {
      inizio: String(v.inizioViaggio).slice(0, 10),
      fine: String(v.fineViaggio).slice(0, 10),
      inizioDay,
      fineDay,
      durata: durataGiorni(inizioDay, fineDay),
      numeroPartecipanti: n,
    },
  };
}
