import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatMoney } from '../../engine/core/format';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useT } from '../../engine/react/runtime/EngineContext';
import { useCarrello, useEliminaDalCarrello, useSvuotaCarrello } from '../shopping/cartQueries';
import { useTripStore } from '../shopping/tripState';
import { useModificaItem } from '../shopping/useModificaItem';
import { useScreenPath } from '../shopping/useScreenPath';
import { totaliCarrello } from './cartData';
import { CartItemCard } from './parts/CartItemCard';
import { ConfirmDialog } from './parts/ConfirmDialog';
import { PaymentMode } from './parts/PaymentMode';
import { PurchaseSummary } from './parts/PurchaseSummary';
import { PurchaseWarnings } from './parts/PurchaseWarnings';
import { useTabLoop } from './parts/useTabLoop';
import { usePurchase } from './usePurchase';

export type CartPanelProps = Record<string, never>;

/**
 * After a question closes: its ELIMINA (or 'Svuota carrello') may have gone with the item, and the
 * focus with it to <body>; then the panel itself takes it, so Tab goes on inside the cart. Deferred
 * past the dialog's own attempt to give the focus back.
 */
function focusPanelIfLost(titleId: string): void {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById(titleId)?.closest<HTMLElement>('[role="dialog"]')?.focus();
  }, 0);
}

type Domanda = { kind: 'svuota' } | { kind: 'elimina'; itemID: number } | null;

/**
 * The cart (spec 2 §2 "Cart", §4): a side panel, full width on a phone, opened through useCartPanel.
 * Items with their details, MODIFICA and ELIMINA; 'Svuota carrello'; the totals; 'Seleziona altre
 * Polizze' and 'Acquista', whose outcome (warnings, summary, payment page) follows spec 2 §4.
 * `mobile`, `dettagliAperti` and `vai` (leaving for the payment page) are for stories.
 */
export function CartPanel({
  open,
  onHide,
  focusOpener,
  mobile,
  dettagliAperti = false,
  vai = (url) => window.location.assign(url),
}: {
  open: boolean;
  onHide: () => void;
  /** After the purchase summary closes: the focus back to what opened the cart (useCartPanel). */
  focusOpener?: () => void;
  mobile?: boolean;
  dettagliAperti?: boolean;
  vai?: (url: string) => void;
}) {
  const t = useT();
  const isMobile = useIsMobile(mobile);
  const titleId = useId();
  const modoId = useId();
  const carrello = useCarrello();
  const items = carrello.data ?? [];
  const elimina = useEliminaDalCarrello();
  const svuota = useSvuotaCarrello();
  const modifica = useModificaItem();
  const trip = useTripStore();
  const navigate = useNavigate();
  const location = useLocation();
  const pathOf = useScreenPath();
  const [domanda, setDomanda] = useState<Domanda>(null);
  useTabLoop(open, titleId);

  const toCategorie = () => {
    const target = pathOf('carrelloCategorie');
    if (location.pathname !== target) void navigate(target);
  };
  const purchase = usePurchase({
    vai,
    onRiepilogo: onHide,
    onFine: toCategorie,
  });
  /** Spec 2 §4: the item being edited is gone, so is the product page's trip data. */
  const lasciaModifica = (removed: (itemID: number) => boolean) => {
    const dati = trip.getState().tripData;
    if (!dati?.inModifica || !removed(Number(dati.itemID))) return;
    trip.getState().set({ tripData: null });
    toCategorie();
  };

  const conferma = async () => {
    if (!domanda) return;
    try {
      if (domanda.kind === 'elimina') {
        await elimina.mutateAsync({ itemID: domanda.itemID });
        lasciaModifica((id) => id === domanda.itemID);
      } else {
        await svuota.mutateAsync();
        lasciaModifica(() => true);
      }
    } catch {
      // The error catalogue has shown it; the cart is as it was.
    } finally {
      setDomanda(null);
    }
  };

  const totali = totaliCarrello(items);
  const daPagare = open && items.length > 0 && totali.totaleViaggioDaPagare > 0;
  const chiaveCarrello = `${items.map((i) => i.datiCarrello.dati.itemID).join('-')}:${totali.totaleViaggioDaPagare}`;
  const righe: Array<[string, string, string]> = [
    [t('carrello.premioTotale', 'Premio Totale'), formatMoney(totali.totaleViaggio), 'premio-totale'],
    [t('carrello.commissioni', 'Commissioni'), formatMoney(totali.commissioni), 'commissioni'],
    [t('carrello.daPagare', 'Da pagare'), formatMoney(totali.totaleViaggioDaPagare), 'da-pagare'],
  ];

  return (
    <>
      <Offcanvas
        show={open}
        onHide={onHide}
        // Given way to the summary, the panel leaves the focus there rather than on the cart icon
        // (the summary gives it back to the icon when it closes).
        restoreFocus={purchase.fase !== 'riepilogo'}
        placement="end"
        aria-labelledby={titleId}
        className={isMobile ? 'w-100' : undefined}
        style={isMobile ? undefined : { width: '28rem' }}
      >
        <Offcanvas.Header closeButton closeLabel={t('generico.chiudi', 'Chiudi')}>
          <Offcanvas.Title id={titleId} as="h2" className="h5 me-auto">
            {t('carrello.titolo', 'Carrello')}
          </Offcanvas.Title>
          {items.length > 0 && (
            <Button variant="link" size="sm" className="me-2" onClick={() => setDomanda({ kind: 'svuota' })}>
              {t('carrello.svuota', 'Svuota carrello')}
            </Button>
          )}
        </Offcanvas.Header>
        <Offcanvas.Body className="d-flex flex-column">
          {items.length === 0 ? (
            <p className="text-body-secondary">{t('carrello.vuoto', 'Il carrello è vuoto')}</p>
          ) : (
            <ul className="list-unstyled mb-3 flex-grow-1">
              {items.map((item) => (
                <CartItemCard
                  key={item.datiCarrello.dati.itemID}
                  item={item}
                  initiallyOpen={dettagliAperti}
                  onModifica={() => {
                    onHide();
                    void modifica(item);
                  }}
                  onElimina={() => setDomanda({ kind: 'elimina', itemID: item.datiCarrello.dati.itemID })}
                />
              ))}
            </ul>
          )}
          <div className="border-top pt-2 mt-auto">
            <dl className="mb-2">
              {righe.map(([label, value, testId]) => (
                <div key={testId} className="d-flex justify-content-between">
                  <dt className="fw-normal">{label}</dt>
                  <dd className="fw-semibold mb-1" data-testid={`carrello-${testId}`}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            {totali.ritenutaAcconto > 0 && (
              <p className="small text-body-secondary text-end mb-1" data-testid="carrello-ritenuta">
                {t('carrello.diCuiRitenuta', "di cui ritenuta d'acconto {importo}").replace(
                  '{importo}',
                  formatMoney(totali.ritenutaAcconto),
                )}
              </p>
            )}
            <PaymentMode id={modoId} chiave={chiaveCarrello} attivo={daPagare} />
            <div className="d-flex flex-wrap gap-2 justify-content-between">
              <Button
                variant="outline-primary"
                onClick={() => {
                  onHide();
                  toCategorie();
                }}
              >
                {t('carrello.selezionaAltre', 'Seleziona altre Polizze')}
              </Button>
              <Button
                variant="primary"
                disabled={items.length === 0 || purchase.pressed}
                aria-busy={purchase.pressed}
                aria-describedby={daPagare ? modoId : undefined}
                onClick={() => void purchase.acquista()}
              >
                {t('carrello.acquista', 'Acquista')}
              </Button>
            </div>
          </div>
        </Offcanvas.Body>
      </Offcanvas>
      <ConfirmDialog
        show={domanda !== null}
        busy={elimina.isPending || svuota.isPending}
        question={
          domanda?.kind === 'svuota'
            ? t('carrello.confermaSvuota', 'Svuotare il carrello?')
            : t('carrello.confermaElimina', 'Eliminare prodotto?')
        }
        onYes={() => void conferma()}
        onNo={() => setDomanda(null)}
        onExited={() => focusPanelIfLost(titleId)}
      />
      {purchase.esito && (
        <>
          <PurchaseWarnings
            errori={purchase.esito.errori}
            show={purchase.fase === 'avvisi'}
            onClose={purchase.chiudiAvvisi}
          />
          <PurchaseSummary
            polizze={purchase.esito.polizze}
            redirect={purchase.esito.redirect}
            show={purchase.fase === 'riepilogo'}
            onClose={() => {
              purchase.chiudiRiepilogo();
              // The summary goes at once and the panel it came from is gone: back to the cart icon.
              focusOpener?.();
            }}
            mobile={mobile}
          />
        </>
      )}
    </>
  );
}
