import { useMemo } from 'react';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useProdottoDettaglio } from '../shopping/shoppingQueries';
import { useTripState } from '../shopping/tripState';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useNomiViaggio } from '../shopping/useNomiViaggio';
import { useComplementariNoti } from '../supplementary-policies/useComplementari';
import { useTotaliErrorToasts } from '../supplementary-policies/useTotaliErrorToasts';
import { datiPrezzabili, useTotaliViaggio } from '../supplementary-policies/useTotaliViaggio';
import { integrativeDi } from './parts/integrativeDi';
import { QuoteSummaryPanel } from './parts/QuoteSummaryPanel';

export type QuoteSummaryProps = Record<string, never>;

/** Spec 2 §3 cart text kind 11 ("per persona") names the per-person line when a product has it. */
const PER_PERSONA = 11;

/**
 * The product page's quote summary: the trip data priced through the carrello/totali query whenever
 * the priced data change (incomplete data, or an added supplementary policy without the values it
 * needs, are not sent), folded on phones, with each supplementary policy priced (a mandatory one
 * too, which the server adds by itself). Each erroriTotaleCarrello entry of an answer is a red
 * toast (spec 2 §8), once even when the supplementary policies read the same answer.
 */
export function QuoteSummary({ mobile: forcedMobile }: { mobile?: boolean }) {
  const mobile = useIsMobile(forcedMobile);
  const dati = useTripState((s) => s.tripData);
  const prodotto = useProdottoDettaglio(dati?.pacchettoID).data;
  const noti = useComplementariNoti(dati?.pacchettoID);
  const complementari = useMemo(() => noti ?? [], [noti]);
  const nomi = useNomiViaggio(dati?.parametri);
  const prezzabili = datiPrezzabili(dati, noti);
  const complete = prezzabili !== null;
  const { query: totali } = useTotaliViaggio(prezzabili);
  useTotaliErrorToasts(totali);
  const errori = totali.data?.erroriTotaleCarrello ?? [];

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
      integrative={integrativeDi(dati, complementari, figures)}
      loading={complete && totali.isFetching}
      collapsed={mobile}
      labelPersona={perPersona ? `totale ${perPersona}` : undefined}
    />
  );
}

export default function QuoteSummaryWidget(_: WidgetComponentProps<QuoteSummaryProps>) {
  return <QuoteSummary />;
}
