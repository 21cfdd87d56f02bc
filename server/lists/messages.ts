import type { ListFieldType } from './defineList';

const typeNames: Record<ListFieldType, string> = {
  string: 'di testo',
  number: 'numerico',
  boolean: 'sì/no',
  date: 'di tipo data',
};

const typeSyntax: Record<ListFieldType, string> = {
  string: 'come testo semplice',
  number: 'come !!n= seguito dal numero con la virgola decimale (es. !!n=1,5)',
  boolean: 'come !!true!! o !!false!!',
  date: 'come !!date=aaaa-MM-ggTHH:mm:ss',
};

/** Italian texts of the server's list errors (the grammar's own are in engine/core/query). */
export const listMessages = {
  unknownField: (field: string) => `Filtro non valido: il campo "${field}" non è previsto in questo elenco`,
  notFilterable: (field: string) => `Filtro non valido: il campo "${field}" non è filtrabile`,
  wrongType: (field: string, type: ListFieldType) =>
    `Filtro non valido: il campo "${field}" è ${typeNames[type]}, il valore va scritto ${typeSyntax[type]}`,
  wrongOperator: (field: string, op: string, type: ListFieldType, allowed: readonly string[]) =>
    `Filtro non valido: l'operatore "${op}" non si applica al campo ${typeNames[type]} "${field}" (ammessi: ${allowed.join(', ')})`,
  forbiddenChar: (field: string) =>
    `Filtro non valido: il valore del campo "${field}" contiene un carattere non ammesso`,
  searchForbiddenChar: 'La ricerca contiene un carattere non ammesso',
  searchUnavailable: 'La ricerca libera non è disponibile per questo elenco',
  sortUnknownField: (field: string) =>
    `Ordinamento non valido: il campo "${field}" non è previsto in questo elenco`,
  sortNotSortable: (field: string) => `Ordinamento non valido: il campo "${field}" non è ordinabile`,
} as const;
