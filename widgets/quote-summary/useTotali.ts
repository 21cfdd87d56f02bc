import { useEffect, useState } from 'react';
import { useApi, useEngine, useT } from '../../engine/react/runtime/EngineContext';
import type { Entity } from '../../engine/react/runtime/clientStore';
import { calcolaTotali, parametriPerChiamata } from '../shopping/carrelloApi';
import { totaliErrorToasts } from '../shopping/totaliErrors';
import type { DatiViaggio, Totali } from '../shopping/types';
import { useClientStore } from '../shopping/useShoppingStore';
import { validateTrip } from '../trip-form/parts/validateTrip';

/** Changes typed in a burst are priced once. */
const DEBOUNCE_MS = 300;

/**
 * The totals of the trip data, recalculated through POST carrello/totali whenever the priced data
 * change (spec 2 §2), and kept in the trip data. Each erroriTotaleCarrello entry is a toast
 * (spec 2 §8); incomplete trip data are not sent.
 */
export function useTotali(dati: DatiViaggio | null): { totali: Totali | null; loading: boolean } {
  const t = useT();
  const { toast } = useEngine();
  const { main } = useApi();
  const store = useClientStore();
  const [totali, setTotali] = useState<Totali | null>(dati?.totali ?? null);
  const [loading, setLoading] = useState(false);
  const key = dati
    ? JSON.stringify([dati.pacchettoID, parametriPerChiamata(dati.parametri), dati.prodottiCollegati ?? []])
    : null;

  useEffect(() => {
    if (!dati || !key) return;
    if (validateTrip(dati.parametri, { tipologiaVisibile: false }).length > 0) {
      setTotali(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      calcolaTotali(main, dati)
        .then((esito) => {
          if (!live) return;
          const next = 'totali' in esito ? esito.totali : null;
          setTotali(next);
          const current = store.getState().tripData;
          if (current && (current as { pacchettoID?: unknown }).pacchettoID === dati.pacchettoID)
            store.getState().set({ tripData: { ...current, totali: next } as Entity });
          if ('errori' in esito) for (const spec of totaliErrorToasts(esito.errori, t)) toast(spec);
        })
        .catch(() => live && setTotali(null))
        .finally(() => live && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` stands for the priced part of `dati`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, main]);

  return { totali, loading };
}
