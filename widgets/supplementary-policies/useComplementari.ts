import type { UseQueryResult } from '@tanstack/react-query';
import type { ProdottoComplementare } from '../../schemas/types';
import { useDataSource } from '../../engine/react/data';
import { readItems } from '../shopping/readBody';

/** The catalogue changes rarely; the product page and the quote summary share one answer. */
const COMPLEMENTARI_STALE_MS = 60_000;

/**
 * GET carrello/prodotti/complementari/{pacchettoID}: the supplementary policies offered with a
 * package. In the background: the product page works without them, so a failure is only logged.
 */
export function useComplementari(
  pacchettoID: number | null | undefined,
): UseQueryResult<ProdottoComplementare[]> {
  return useDataSource<ProdottoComplementare[]>(
    pacchettoID === null || pacchettoID === undefined
      ? null
      : { path: `carrello/prodotti/complementari/${pacchettoID}` },
    undefined,
    { background: true, select: readItems<ProdottoComplementare>, staleTime: COMPLEMENTARI_STALE_MS },
  );
}

/**
 * The policies once known: undefined while the call is on its way, [] when it failed (the page
 * goes on without them).
 */
export function useComplementariNoti(
  pacchettoID: number | null | undefined,
): ProdottoComplementare[] | undefined {
  const query = useComplementari(pacchettoID);
  return query.isPending ? undefined : (query.data ?? NESSUNA);
}

const NESSUNA: ProdottoComplementare[] = [];
