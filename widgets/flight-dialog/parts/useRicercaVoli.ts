import { useEffect, useEffectEvent, useState } from 'react';
import type { InfoVoliRisposta, Volo } from '../../../schemas/types';
import { useDataSource } from '../../../engine/react/data';
import { useEngine } from '../../../engine/react/runtime/EngineContext';
import { readData } from '../../shopping/readBody';

export type EsitoRicerca =
  { stato: 'nessuna' } | { stato: 'incorso' } | { stato: 'trovati'; voli: Volo[] } | { stato: 'vuota' };

/**
 * GET carrello/infoVoli for the last search asked (spec 2 §7, §8): the answer's flights, or 'vuota'
 * when none came back or the call failed; item2's errors, joined by line breaks, are one danger
 * toast under the generic error title. Asking the same search again asks the server again.
 */
export function useRicercaVoli() {
  const { t, toast } = useEngine();
  const [params, setParams] = useState<Record<string, string> | null>(null);
  const query = useDataSource<InfoVoliRisposta>({ path: 'carrello/infoVoli' }, params ?? {}, {
    enabled: params !== null,
    select: (raw) => readData<InfoVoliRisposta>(raw),
  });

  const mostraErrori = useEffectEvent(() => {
    const errori = query.data?.item2 ?? [];
    if (params && query.isFetchedAfterMount && errori.length > 0)
      toast({ variant: 'danger', title: t('msg.erroreGenerico'), body: errori.join('\n') });
  });
  // item2 belongs to the answer of dataUpdatedAt: once per answer.
  useEffect(() => mostraErrori(), [query.dataUpdatedAt]);

  let esito: EsitoRicerca = { stato: 'nessuna' };
  if (params !== null) {
    const voli = query.data?.item1?.scheduled ?? [];
    if (query.isFetching) esito = { stato: 'incorso' };
    else if (query.isError || (query.isSuccess && voli.length === 0)) esito = { stato: 'vuota' };
    else if (query.isSuccess) esito = { stato: 'trovati', voli };
  }

  return {
    esito,
    cerca(next: Record<string, string>) {
      if (params && JSON.stringify(params) === JSON.stringify(next)) void query.refetch();
      else setParams(next);
    },
    azzera: () => setParams(null),
  };
}
