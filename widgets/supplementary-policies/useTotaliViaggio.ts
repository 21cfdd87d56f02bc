import { useMemo } from 'react';
import type { ProdottoComplementare, TotaliRichiesta, TotaliRisposta } from '../../schemas/types';
import { useDataSource } from '../../engine/react/data';
import { readData } from '../shopping/readBody';
import { totaliPer } from '../shopping/shoppingRequests';
import type { DatiViaggioInseriti } from '../shopping/tripState';
import { useDebounced } from '../shopping/useDebounced';
import { tripProblems } from '../trip-form/parts/tripRules';
import { checkComplementari } from './checkComplementari';

/** As the shopping useTotali: a burst of changes is priced once. */
const TOTALI_DEBOUNCE_MS = 300;

/**
 * The trip data when they may be priced (spec 2 §5): the trip parameters valid first, then the
 * added supplementary policies that have the values they need; a policy still waiting for a value
 * is left out of the request (the trip and the other policies keep their price, and the agent is
 * told what is missing only on an attempt to add to the cart). null when the trip itself is not
 * valid, and nothing is asked. `complementari` undefined (not known yet) holds back trip data with
 * linked policies.
 */
export function datiPrezzabili(
  dati: DatiViaggioInseriti | null,
  complementari: ProdottoComplementare[] | undefined,
): DatiViaggioInseriti | null {
  if (!dati || tripProblems(dati.parametri).length > 0) return null;
  const collegati = dati.prodottiCollegati ?? [];
  if (!complementari) return collegati.length === 0 ? dati : null;
  const pronti = collegati.filter(
    (scelta) => checkComplementari({ ...dati, prodottiCollegati: [scelta] }, complementari).length === 0,
  );
  return pronti.length === collegati.length ? dati : { ...dati, prodottiCollegati: pronti };
}

/**
 * POST carrello/totali for the trip data, as the shopping `useTotali` asks it (same request, so
 * the same cached answer), with the request the answer belongs to: whoever judges an answer by
 * the policies priced (the incompatible-policy alert) must read the request that was sent, not
 * the trip data typed since.
 */
export function useTotaliViaggio(dati: DatiViaggioInseriti | null) {
  const request = useMemo(() => (dati ? JSON.stringify(totaliPer(dati)) : null), [dati]);
  const settled = useDebounced(request, TOTALI_DEBOUNCE_MS);
  const richiesta = useMemo(() => (settled ? (JSON.parse(settled) as TotaliRichiesta) : null), [settled]);
  const query = useDataSource<TotaliRisposta['data']>({ path: 'carrello/totali' }, undefined, {
    body: richiesta ?? undefined,
    enabled: richiesta !== null,
    select: (raw) => readData<TotaliRisposta['data']>(raw),
  });
  return { query, richiesta };
}
