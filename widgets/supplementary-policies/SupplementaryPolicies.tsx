import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { formatMoney } from '../../engine/core/format';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import type { ProdottoCollegato, ProdottoComplementare } from '../../schemas/types';
import { useTripState, useTripStore } from '../shopping/tripState';
import { useTentativoRifiutato } from '../add-to-cart/tentativoInvio';
import { LeggiDiPiu } from './parts/LeggiDiPiu';
import { PolicyCard } from './parts/PolicyCard';
import { problemiComplementare } from './policyFields';
import { sceltaIniziale, sceltaVuota } from './scelte';
import { useComplementariNoti } from './useComplementari';
import { useTotaliErrorToasts } from './useTotaliErrorToasts';
import { datiPrezzabili, useTotaliViaggio } from './useTotaliViaggio';

export type SupplementaryPoliciesProps = Record<string, never>;

const collegatiDi = (value: unknown): ProdottoCollegato[] => (Array.isArray(value) ? value : []);

/**
 * The supplementary policies of the product page (spec 2 §2, §4): one card per policy offered with
 * the package. Adding appends the policy with its values to the trip data's prodottiCollegati (so
 * the totals query prices it), removing drops it and forgets its values; a mandatory one is added
 * by itself and stays. Totals are asked once the trip validates (§5), with the added policies that
 * have their values (the trip's destination carried over to the group covering it);
 * an answer without figures or errors for a policy means it does not fit the trip: an alert, and
 * the policy is removed again (§8).
 */
export function SupplementaryPolicies({ mobile: forcedMobile }: { mobile?: boolean }) {
  const { t, brand } = useEngine();
  const tentato = useTentativoRifiutato();
  const mobile = useIsMobile(forcedMobile);
  const store = useTripStore();
  const dati = useTripState((s) => s.tripData);
  const noti = useComplementariNoti(dati?.pacchettoID);
  const complementari = useMemo(() => noti ?? [], [noti]);
  const { query: totali, richiesta } = useTotaliViaggio(datiPrezzabili(dati, noti));
  useTotaliErrorToasts(totali);

  /** Values of policies not added: removed ones start over empty (spec 2 §4). */
  const [bozze, setBozze] = useState<Record<number, ProdottoCollegato>>({});
  const [leggi, setLeggi] = useState<ProdottoComplementare | null>(null);
  const [incompatibile, setIncompatibile] = useState(false);
  /** The policy added or changed last: the one an answer without figures is about. */
  const ultima = useRef<number | null>(null);

  const collegati = dati?.prodottiCollegati ?? [];
  const obbligatoria = (id: number) => complementari.some((c) => c.pacchettoID === id && c.obbligatoria);

  // Reads the store's current data itself, so it changes only with the store.
  const scrivi = useCallback(
    (next: (current: ProdottoCollegato[]) => ProdottoCollegato[]) => {
      const current = store.getState().tripData;
      if (current)
        store
          .getState()
          .set({ tripData: { ...current, prodottiCollegati: next(current.prodottiCollegati ?? []) } });
    },
    [store],
  );
  const rimuovi = (ids: number[]) => {
    scrivi((current) => current.filter((x) => !ids.includes(x.pacchettoID)));
    setBozze((b) => ({ ...b, ...Object.fromEntries(ids.map((id) => [id, sceltaVuota(id)])) }));
  };

  // Spec 2 §4: a mandatory policy is added by itself, with the trip's values where it offers them.
  useEffect(() => {
    if (!dati) return;
    const aggiunte = dati.prodottiCollegati ?? [];
    const mancanti = complementari.filter(
      (c) => c.obbligatoria && !aggiunte.some((x) => x.pacchettoID === c.pacchettoID),
    );
    if (mancanti.length > 0)
      scrivi((current) => [...current, ...mancanti.map((c) => sceltaIniziale(c, dati.parametri))]);
  }, [complementari, dati, scrivi]);

  // Spec 2 §8: an answer with neither figures nor errors (or without a priced policy's own figures)
  // refuses the policy: alert, and it is removed again. A mandatory one cannot be removed.
  const giudica = useEffectEvent(() => {
    const data = totali.data;
    if (!totali.isFetchedAfterMount || totali.isFetching || !data || !richiesta) return;
    if ((data.erroriTotaleCarrello ?? []).length > 0) return;
    const prezzate = collegatiDi(richiesta.prodottiCollegati);
    const rifiutate =
      typeof data.totaleViaggio === 'number'
        ? data.pacchetti
          ? prezzate.filter((c) => !data.pacchetti!.some((p) => p.pacchettoID === c.pacchettoID))
          : []
        : prezzate.filter((c) => c.pacchettoID === ultima.current);
    if (rifiutate.length === 0) return;
    setIncompatibile(true);
    const togliere = rifiutate.map((c) => c.pacchettoID).filter((id) => !obbligatoria(id));
    if (togliere.length > 0) rimuovi(togliere);
  });
  // The verdict belongs to the answer of dataUpdatedAt.
  useEffect(() => giudica(), [totali.dataUpdatedAt]);

  if (!dati || complementari.length === 0) return null;

  // Issue 24: adding never scolds. The policy opens with the trip's values where it accepts them;
  // what it still needs is said next to its fields once 'Aggiungi al carrello' was refused, and
  // the quote waits for the trip to validate (spec 2 §5) without a toast.
  const aggiungi = (c: ProdottoComplementare) => {
    const parametri = store.getState().tripData?.parametri ?? dati.parametri;
    const scelta = bozze[c.pacchettoID] ?? sceltaIniziale(c, parametri);
    ultima.current = c.pacchettoID;
    setIncompatibile(false);
    scrivi((current) => [...current.filter((x) => x.pacchettoID !== c.pacchettoID), scelta]);
  };

  const cambia = (c: ProdottoComplementare, patch: Partial<ProdottoCollegato>) => {
    ultima.current = c.pacchettoID;
    scrivi((current) => current.map((x) => (x.pacchettoID === c.pacchettoID ? { ...x, ...patch } : x)));
  };

  const prezzate = collegatiDi(richiesta?.prodottiCollegati);
  const prezzoDi = (id: number) => {
    const figure = totali.data?.pacchetti?.find((p) => p.pacchettoID === id);
    if (figure && prezzate.some((c) => c.pacchettoID === id) && !totali.isFetching)
      return formatMoney(figure.totaleViaggio);
    return totali.isFetching && collegati.some((x) => x.pacchettoID === id) ? '..... €' : '--';
  };

  return (
    <section className="integrative my-3" aria-labelledby="integrative-titolo">
      <h2 className="h5" id="integrative-titolo">
        {t('preventivo.polizzeIntegrative', 'Polizze integrative')}
      </h2>
      {incompatibile ? (
        <Alert variant="warning" dismissible onClose={() => setIncompatibile(false)}>
          {t(
            'integrativa.nonCompatibile',
            'I dati inseriti non sono compatibili con la polizza integrativa selezionata. Per assistenza, contatta {product}',
          ).replaceAll('{product}', brand.name)}
        </Alert>
      ) : null}
      <Row xs={1} md={mobile ? 1 : 2} className="g-3">
        {complementari.map((c) => {
          const collegata = collegati.find((x) => x.pacchettoID === c.pacchettoID);
          const scelta = collegata ?? bozze[c.pacchettoID] ?? sceltaIniziale(c, dati.parametri);
          return (
            <Col key={c.pacchettoID}>
              <PolicyCard
                policy={c}
                scelta={scelta}
                aggiunta={collegata !== undefined}
                prezzo={prezzoDi(c.pacchettoID)}
                messaggi={collegata && tentato ? problemiComplementare(c, collegata) : []}
                mobile={mobile}
                onAggiungi={() => aggiungi(c)}
                onRimuovi={() => rimuovi([c.pacchettoID])}
                onCambia={(patch) => cambia(c, patch)}
                onLeggiDiPiu={() => setLeggi(c)}
              />
            </Col>
          );
        })}
      </Row>
      <LeggiDiPiu policy={leggi} onHide={() => setLeggi(null)} fullscreen={mobile} />
    </section>
  );
}

export default function SupplementaryPoliciesWidget(_: WidgetComponentProps<SupplementaryPoliciesProps>) {
  return <SupplementaryPolicies />;
}
