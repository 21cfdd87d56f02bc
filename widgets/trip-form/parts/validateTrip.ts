import type { ParametriViaggio } from '../../shopping/types';

/** Policy types that need the trip amount (spec 2 §5, §9). */
export const TIPI_CON_IMPORTO = [5, 6];

const missing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The trip-parameter checks of spec 2 §5, in the order of the form, as label keys with their
 * verbatim Italian fallbacks: one red toast each.
 */
export function validateTrip(
  parametri: ParametriViaggio,
  { tipologiaVisibile }: { tipologiaVisibile: boolean },
): Array<{ key: string; text: string }> {
  const problems: Array<{ key: string; text: string }> = [];
  if (missing(parametri.inizioViaggio))
    problems.push({ key: 'viaggio.dataInizioRichiesta', text: 'Data Inizio Viaggio richiesta' });
  if (missing(parametri.fineViaggio))
    problems.push({ key: 'viaggio.dataFineRichiesta', text: 'Data Fine Viaggio richiesta' });
  if (missing(parametri.destinazioneStato) && missing(parametri.destinazioneGruppoStato))
    problems.push({ key: 'viaggio.destinazioneRichiesta', text: 'Destinazione richiesta' });
  if (missing(parametri.eta) && !parametri.etaRange)
    problems.push({ key: 'viaggio.etaRichiesta', text: 'Età richiesta' });
  if (missing(parametri.numeroPartecipanti) || Number(parametri.numeroPartecipanti) < 1)
    problems.push({ key: 'viaggio.numeroPartecipantiRichiesto', text: 'Numero Partecipanti richiesto' });
  const tipo = Number(parametri.tipologiaPolizza);
  if (tipologiaVisibile && TIPI_CON_IMPORTO.includes(tipo) && !(Number(parametri.importoViaggio) > 0))
    problems.push({ key: 'viaggio.importoViaggioRichiesto', text: 'Importo Viaggio richiesto' });
  return problems;
}
