/* generated — run npm run gen:types */
/* source: schemas/entities/esitoPagamento.schema.json */

/**
 * A card payment attempt as the return screens show it (keyclient/ok, keyclient/fm/ok): stato pagato, rifiutato, annullato, scaduto or in_attesa (no outcome yet). Only a signed-in user of the distributor that paid gets the rest (anyone else, the outcome alone): tipo estratti (month-end statements), acquisto (the policies of a purchase), credito (a top-up) or modifica (the supplement of a change of issued policies); importo in euros; estrattiConto and polizze the numbers paid; creditoResiduo the credit after a top-up; mustPay of the paying user afterwards.
 */
export interface EsitoPagamento {
  codTrans: string;
  stato: 'pagato' | 'rifiutato' | 'annullato' | 'scaduto' | 'in_attesa';
  tipo?: 'estratti' | 'acquisto' | 'credito' | 'modifica';
  importo?: number;
  divisa?: string;
  codAut?: string | null;
  estrattiConto?: string[];
  polizze?: string[];
  creditoResiduo?: number | null;
  mustPay?: boolean;
}
