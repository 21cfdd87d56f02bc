/* generated — run npm run gen:types */
/* source: schemas/entities/approvazioneRegistrazione.schema.json */

/**
 * Back office's approval of an agency registration: its network (or none), its payment mode (month-end statement or card at each purchase), its starting credit in euro, and the packages it sells, copied with their commissions from a template distributor.
 */
export interface ApprovazioneRegistrazione {
  /**
   * Assente o null: nessun network.
   */
  networkId?: number | null;
  /**
   * estratto: estratto conto di fine mese; acquisto: pagamento con carta a ogni acquisto.
   */
  modalitaPagamento: 'estratto' | 'acquisto';
  /**
   * Euro, al massimo due decimali; 0: nessun credito.
   */
  creditoIniziale: number;
  modelloId: number;
  /**
   * @minItems 1
   * @maxItems 500
   */
  pacchetti: number[];
}
