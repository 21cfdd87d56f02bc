import type { UlterioreDato } from '../../schemas/types';

/** The items of a cruise package, as the demo catalogue seeds them, plus a dropdown one. */
export const voci: UlterioreDato[] = [
  { itemID: 31, descrizione: 'Nome della nave', tipo: 'testo', obbligatorio: true },
  { itemID: 32, descrizione: 'Numero di prenotazione', tipo: 'testo', obbligatorio: true },
  { itemID: 33, descrizione: 'Cabina', tipo: 'testo', obbligatorio: false },
  {
    itemID: 34,
    descrizione: 'Tipo di sistemazione',
    tipo: 'combo[{"Codice":"HOT","Descrizione":"Hotel"},{"Codice":"APP","Descrizione":"Appartamento"},{"Codice":"VIL","Descrizione":"Villa"}]',
    obbligatorio: true,
  },
  { itemID: 35, descrizione: 'Compagnia di navigazione', tipo: 'combo[{"Codice":', obbligatorio: false },
];
