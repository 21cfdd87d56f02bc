import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import type { DatiViaggio, ProdottoDettaglio } from '../shopping/types';
import { useClientState, useMobile } from '../shopping/useShoppingStore';
import { QuoteSummaryPanel } from './parts/QuoteSummaryPanel';
import { useTotali } from './useTotali';

export type QuoteSummaryProps = Record<string, never>;

/** Spec 2 §3 cart text kind 11 ("per persona") names the per-person line when a product has it. */
const PER_PERSONA = 11;

/**
 * The product page's quote summary: the stored trip data priced through carrello/totali, folded
 * on phones.
 */
export function QuoteSummary({ mobile: forcedMobile }: { mobile?: boolean }) {
  const mobile = useMobile(forcedMobile);
  const dati = useClientState((s) => s.tripData) as unknown as DatiViaggio | null;
  const prodotto = useClientState((s) => s.selectedProduct) as unknown as ProdottoDettaglio | null;
  const { totali, loading } = useTotali(dati);
  if (!dati) return null;
  const perPersona = prodotto?.testiCarrello?.find((x) => x.tipoID === PER_PERSONA)?.testo;
  return (
    <QuoteSummaryPanel
      parametri={dati.parametri}
      totali={totali}
      loading={loading}
      collapsed={mobile}
      labelPersona={perPersona ? `totale ${perPersona}` : undefined}
    />
  );
}

export default function QuoteSummaryWidget(_: WidgetComponentProps<QuoteSummaryProps>) {
  return <QuoteSummary />;
}
