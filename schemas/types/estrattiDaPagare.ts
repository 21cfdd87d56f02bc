/* generated — run npm run gen:types */
/* source: schemas/entities/estrattiDaPagare.schema.json */

/**
 * GET my{product}/pagamenti/dapagare: the caller's statements still to pay, oldest first, and their total in euros.
 */
export interface EstrattiDaPagare {
  estratti: {
    itemID: number;
    numero: string;
    periodo: string;
    scadenza: string;
    importo: number;
    stato: 'Da pagare' | 'Scaduto';
  }[];
  totale: number;
}
