import { FILTER_OPS, MAX_FILTER_DEPTH, MAX_PARAM_LENGTH, PAGE_SIZE_ALL } from './types';

/** The Italian texts of list-call errors; one place, so tests and screens quote the same words. */
export const queryMessages = {
  notText: (param: string) => `Il parametro ${param} deve essere un testo`,
  repeated: (param: string) => `Il parametro ${param} può comparire una sola volta`,
  tooLong: (param: string) => `Il parametro ${param} è troppo lungo (massimo ${MAX_PARAM_LENGTH} caratteri)`,
  notAGroup: 'Filtro non valido: deve iniziare con una parentesi aperta',
  unbalanced: (at: number) => `Filtro non valido: parentesi non bilanciate (posizione ${at})`,
  tooDeep: `Filtro non valido: troppi gruppi annidati (massimo ${MAX_FILTER_DEPTH} livelli)`,
  trailingText: (at: number) =>
    `Filtro non valido: testo inatteso dopo la parentesi di chiusura (posizione ${at})`,
  missingItem: (at: number) => `Filtro non valido: condizione mancante (posizione ${at})`,
  missingSeparator: (at: number) =>
    `Filtro non valido: atteso ";" o ";*" tra due condizioni (posizione ${at})`,
  emptyField: (at: number) => `Filtro non valido: nome del campo mancante (posizione ${at})`,
  badField: (field: string, at: number) =>
    `Filtro non valido: nome del campo "${field}" non ammesso (posizione ${at})`,
  missingOperator: (at: number) =>
    `Filtro non valido: operatore mancante, atteso campo[operatore]valore (posizione ${at})`,
  unknownOperator: (op: string, field: string) =>
    `Filtro non valido: operatore "${op}" sconosciuto per il campo "${field}" (ammessi: ${FILTER_OPS.join(', ')})`,
  badNumber: (field: string) =>
    `Filtro non valido: numero non valido per il campo "${field}" (atteso !!n= seguito da cifre e virgola decimale, es. !!n=1,5)`,
  badDate: (field: string) =>
    `Filtro non valido: data non valida per il campo "${field}" (atteso !!date=aaaa-MM-ggTHH:mm:ss)`,
  badTypedValue: (field: string) =>
    `Filtro non valido: valore non riconosciuto per il campo "${field}" (ammessi !!true!!, !!false!!, !!n=…, !!date=…)`,
  sortEmptyField: 'Ordinamento non valido: nome del campo mancante',
  sortBadField: (field: string) => `Ordinamento non valido: nome del campo "${field}" non ammesso`,
  duplicateSort: (field: string) => `Ordinamento non valido: il campo "${field}" è indicato più volte`,
  pageNotInteger: 'Il numero di pagina deve essere un numero intero positivo',
  pageOutOfRange: 'Il numero di pagina deve essere compreso tra 1 e 2147483647',
  pageSizeNotInteger: 'La dimensione della pagina deve essere un numero intero positivo',
  pageSizeOutOfRange: `La dimensione della pagina deve essere compresa tra 1 e ${PAGE_SIZE_ALL}`,
} as const;

/** What error texts may quote of a user's input: printable and short, never a whole payload. */
export function quote(text: string): string {
  const printable = text.replace(/[^\p{L}\p{N}_.-]/gu, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}
