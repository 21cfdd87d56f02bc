/** Digits of a policy's progressive: the issuing sequence starts at 100001, so six digits hold both. */
const CIFRE = 6;

/**
 * The one format of a policy number, `{distributore}-{anno}-{progressivo}` with the progressive
 * zero-padded to six digits: the policies of a purchase (from adesioni_numero_seq, 100001 on) and the
 * demo's history (1 on) line up in the lists, sort as text and never meet.
 *
 * @example numeroPolizza('AG0001', 2026, 12) // 'AG0001-2026-000012'
 */
export const numeroPolizza = (codiceDistributore: string, anno: number, progressivo: number | string) =>
  `${codiceDistributore}-${anno}-${String(progressivo).padStart(CIFRE, '0')}`;
