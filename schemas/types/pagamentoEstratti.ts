/* generated — run npm run gen:types */
/* source: schemas/entities/pagamentoEstratti.schema.json */

/**
 * POST my{product}/eseguipagamento: the statements to pay (itemID of elencoestratticonto/me); absent or empty pays every statement still to pay.
 */
export interface PagamentoEstratti {
  /**
   * @maxItems 500
   */
  estrattiContoIds?: number[];
}
