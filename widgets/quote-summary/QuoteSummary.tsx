import { useEffect } from 'react';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useProdottoDettaglio, useTotali } from '../shopping/shoppingQueries';
import { totaliErrorToasts } from '../shopping/totaliErrors';
import { useTripState } from '../shopping/tripState';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useNomiViaggio } from '../shopping/useNomiViaggio';
import { tripProblems } from '../trip-form/parts/tripRules';
import { QuoteSummaryPanel } from './parts/QuoteSummaryPanel';

export type QuoteSummaryProps = Record<string, never>;

/** Spec 2 §3 cart text kind 11 ("per persona") names the per-person line when a product has it. */
const PER_PERSONA = 11;

/**
 * The product page's quote summary: the trip data priced through the carrello/totali query whenever
 * the priced data change (incomplete data are not sent), folded on phones. Each
 * erroriTotaleCarrello entry of an answer is a red toast (spec 2 §8).
 */
export function QuoteSummary({ mobile: forcedMobile }: { mobile?: boolean }) {
  const { t, toast } = useEngine();
  const mobile = useIsMobile(forcedMobile);
  const dati = useTripState((s) => s.tripData);
  const prodotto = useProdottoDettaglio(dati?.pacchettoID).data;
  const nomi = useNomiViaggio(dati?.parametri);
  const complete = dati !== null && tripProblems(dati.parametri).length === 0;
  const totali = useTotali(complete ? dati : null);
  const errori = totali.data?.erroriTotaleCarrello ?? [];

  // One toast per error of each answer the server gives (not again for a cached one).
  useEffect(() => {
    if (totali.isFetchedAfterMount) for (const spec of totaliErrorToasts(errori, t)) toast(spec);
    // errori belong to the answer of dataUpdatedAt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [totali.dataUpdatedAt]);

  if (!dati) return null;
  const figures =
    complete && totali.data && errori.length === 0 && typeof totali.data.totaleViaggio === 'number'
      ? totali.data
      : null;
  const perPersona = prodotto?.testiCarrello.find((x) => x.tipoID === PER_PERSONA)?.testo;
  return (
    <QuoteSummaryPanel
      parametri={dati.parametri}
      nomi={nomi}
      totali={figures}
      loading={complete && totali.isFetching}
      collapsed={mobile}
      labelPersona={perPersona ? `totale ${perPersona}` : undefined}
    />
  );
}

export default function QuoteSummaryWidget(_: WidgetComponentProps<QuoteSummaryProps>) {
  return <QuoteSummary />;
}
