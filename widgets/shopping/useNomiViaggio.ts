import type { ParametriViaggio } from '../../schemas/types';
import { useDropdownOptions } from '../form-fields/useDropdownOptions';

/** The dropdown lists the trip's codes are chosen from (spec 2 §7 "Dropdowns"). */
export const LISTE_VIAGGIO = {
  destinazioni: 'dropdown/destinazioni',
  eta: 'dropdown/eta',
  nazionalita: 'dropdown/nazionalita',
  tipologiePolizza: 'dropdown/tipologiePolizza',
} as const;

export interface NomiViaggio {
  destinazione: string;
  nazionalita: string;
  eta: string;
}

const codeOf = (value: ParametriViaggio['destinazioneStato']) =>
  value && typeof value === 'object' ? value.value : value;

/**
 * The names of the trip's destination, departure area and age band, for the summaries: looked up in
 * the dropdown lists (server data, cached) rather than kept with the trip; the code until they load.
 */
export function useNomiViaggio(parametri: ParametriViaggio | null | undefined): NomiViaggio {
  const destinazioni = useDropdownOptions(parametri ? LISTE_VIAGGIO.destinazioni : null).options;
  const nazionalita = useDropdownOptions(parametri ? LISTE_VIAGGIO.nazionalita : null).options;
  const eta = useDropdownOptions(parametri ? LISTE_VIAGGIO.eta : null).options;
  const name = (list: Array<{ value: string | number; text: string }>, value: unknown) => {
    if (value === null || value === undefined || value === '') return '';
    return list.find((o) => String(o.value) === String(value))?.text ?? String(value);
  };
  return {
    destinazione: name(destinazioni, codeOf(parametri?.destinazioneStato)),
    nazionalita: name(nazionalita, codeOf(parametri?.nazionalita)),
    eta: name(eta, parametri?.eta),
  };
}
