import { useEffect, useEffectEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { TotaliRisposta } from '../../schemas/types';
import { totaliErrorToasts } from '../shopping/totaliErrors';

/**
 * Answers whose errors were shown already. The quote summary and the supplementary policies read
 * the same cached answer; whichever sees it first shows its toasts, once.
 */
const shown = new WeakSet<object>();

/** Spec 2 §8: each erroriTotaleCarrello entry of a fresh totals answer is a red toast, once per answer. */
export function useTotaliErrorToasts(totali: UseQueryResult<TotaliRisposta['data']>) {
  const { t, toast } = useEngine();
  const mostra = useEffectEvent(() => {
    const errori = totali.data?.erroriTotaleCarrello;
    if (!totali.isFetchedAfterMount || !errori || shown.has(errori)) return;
    shown.add(errori);
    for (const spec of totaliErrorToasts(errori, t)) toast(spec);
  });
  // The errors belong to the answer of dataUpdatedAt.
  useEffect(() => mostra(), [totali.dataUpdatedAt]);
}
