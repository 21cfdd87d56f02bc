import type { ProdottoDettaglio } from '../../schemas/types';
import type { DatiViaggioInseriti } from '../shopping/tripState';
import { campiPartecipante } from './righe';

/** Extra-info kinds (spec 2 §3) the form checks before adding to the cart. */
const DATA_NASCITA_OBBLIGATORIA = 2;
const CODICE_FISCALE_OBBLIGATORIO = 11;
const MAX_CF = 16;

/** The texts, the same as the server's (server/areas/carrello/partecipanti/validaPartecipanti.ts). */
export const TESTI_PARTECIPANTI = {
  nomi: (n: number) => `Cognome e nome obbligatori per il partecipante ${n}`,
  dataObbligatoria: (n: number) => `Data di nascita obbligatoria per il partecipante ${n}`,
  cfObbligatorio: (n: number) => `Codice fiscale obbligatorio per il partecipante ${n}`,
  cfLungo: (nome: string, cognome: string) =>
    `Il codice fiscale del passeggero ${nome} ${cognome} ha piu' di 16 caratteri. Correggerlo`,
};
const T = TESTI_PARTECIPANTI;

/** Whether the participants are only the head of a group whose list is an attached image or PDF. */
export const conFileImmagine = (dati: Pick<DatiViaggioInseriti, 'immaginePartecipanti'>) =>
  dati.immaginePartecipanti !== null &&
  dati.immaginePartecipanti !== undefined &&
  String(dati.immaginePartecipanti) !== '';

/**
 * The participants' checks made before adding to the cart (spec 2 §5 and the product's extra info):
 * surname and name, birth date and tax code when the product requires them, a tax code of at most 16
 * characters. The server checks them again with the rest (check character, dates, ages).
 */
export function checkPartecipanti(dati: DatiViaggioInseriti, prodotto: ProdottoDettaglio): string[] {
  const ids = new Set(prodotto.extraInfo.map((e) => e.labelID));
  const rows = dati.partecipanti ?? [];
  const messages: string[] = [];
  (conFileImmagine(dati) ? rows.slice(0, 1) : rows).forEach((p, i) => {
    const n = i + 1;
    const f = campiPartecipante(p);
    if (f.cognome === '' || f.nome === '') messages.push(T.nomi(n));
    if (f.dataNascita === '' && ids.has(DATA_NASCITA_OBBLIGATORIA)) messages.push(T.dataObbligatoria(n));
    if (f.codiceFiscale === '' && ids.has(CODICE_FISCALE_OBBLIGATORIO)) messages.push(T.cfObbligatorio(n));
    if (f.codiceFiscale.length > MAX_CF) messages.push(T.cfLungo(f.nome, f.cognome));
  });
  return messages;
}

/** The messages of one participant (n from 1), as the row shows them under its fields. */
export function erroriPartecipante(
  dati: DatiViaggioInseriti,
  prodotto: ProdottoDettaglio,
  index: number,
): string[] {
  const one = { ...dati, immaginePartecipanti: null, partecipanti: [dati.partecipanti?.[index] ?? {}] };
  const n = String(index + 1);
  return checkPartecipanti(one, prodotto).map((m) => m.replace(/partecipante 1$/, `partecipante ${n}`));
}
