import type { Zona } from './tariffa';

/**
 * The zone of a destination: the first zone listing the state, else the first listing the state group,
 * else the first whose states include '*'. Null when no zone covers it.
 */
export function risolviZona(
  zone: readonly Zona[],
  stato: string | null | undefined,
  gruppo: string | null | undefined,
): Zona | null {
  return (
    (stato ? zone.find((z) => z.stati?.includes(stato)) : undefined) ??
    (gruppo ? zone.find((z) => z.gruppiStato?.includes(gruppo)) : undefined) ??
    zone.find((z) => z.stati?.includes('*')) ??
    null
  );
}
