import type { EsitoPagamento } from '../../schemas/types';

/** What `POST keyclient/ok` and `keyclient/fm/ok` answer in `data` (schemas/entities/esitoPagamento). */
export type { EsitoPagamento };

export type Chiamata = 'keyclient/ok' | 'keyclient/fm/ok';
export type Variante = 'ok' | 'fm' | 'ko';

/** Outcomes where no money moved: the ko screen shows them. */
export const isFailure = (stato: EsitoPagamento['stato']): boolean =>
  stato === 'rifiutato' || stato === 'annullato' || stato === 'scaduto';

/** What the return page shows while and after it asks the server. */
export type Verifica =
  | { fase: 'senzaEsito' }
  | { fase: 'inVerifica' }
  | { fase: 'esito'; esito: EsitoPagamento }
  | { fase: 'nonVerificato'; messaggi: string[] };
