import type { DatiViaggioInseriti } from '../shopping/tripState';

/** The refusals of incomplete declarations, word for word as the server's (validaDichiarazione). */
export const DICHIARAZIONI_MSG = {
  checkPolizza: 'Accettare le condizioni di polizza e il set informativo',
  checkPrivacy: "Confermare di aver raccolto il consenso al trattamento dei dati dell'assicurato",
  adeguatezza: 'Scegliere se procedere con le dichiarazioni di adeguatezza o non fornire informazioni',
} as const;

/**
 * What the declarations still lack before the item can go in the cart: both checkboxes ticked and the
 * suitability choice made (proceeding or declining to give information are both valid answers).
 */
export function checkDichiarazioni(dati: DatiViaggioInseriti): string[] {
  const p = dati.parametriDichiarazione;
  const errori: string[] = [];
  if (p?.checkPolizza !== true) errori.push(DICHIARAZIONI_MSG.checkPolizza);
  if (p?.checkPrivacy !== true) errori.push(DICHIARAZIONI_MSG.checkPrivacy);
  if (typeof p?.adeguatezza !== 'boolean') errori.push(DICHIARAZIONI_MSG.adeguatezza);
  return errori;
}
