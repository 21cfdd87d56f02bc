import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import type { ProdottoComplementare, ProdottoDettaglio } from '../../schemas/types';
import { useT, useToast } from '../../engine/react/runtime/EngineContext';
import type { FocusRequest } from '../../engine/react/layout/RouteFocus';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { checkDichiarazioni } from '../declarations/checkDichiarazioni';
import { checkVoli } from '../flight-dialog/checkVoli';
import { checkUlterioriDati } from '../further-data/checkUlterioriDati';
import { checkPartecipanti } from '../participant-table/checkPartecipanti';
import { useAggiornaNelCarrello, useSalvaNelCarrello } from '../shopping/cartQueries';
import { useProdottoDettaglio } from '../shopping/shoppingQueries';
import { useTripState, useTripStore, type DatiViaggioInseriti } from '../shopping/tripState';
import { useScreenPath } from '../shopping/useScreenPath';
import { checkComplementari } from '../supplementary-policies/checkComplementari';
import { useComplementari } from '../supplementary-policies/useComplementari';
import { testiProblemiDate, type Traduci } from '../trip-form/parts/dateViaggio';
import { datiPerCarrello } from './datiPerCarrello';
import { segnalaTentativoRifiutato } from './tentativoInvio';

export type AddToCartProps = Record<string, never>;

/** Every check the product page can make before asking the server, in the order of the page. */
export function problemiDelModulo(
  dati: DatiViaggioInseriti,
  prodotto: ProdottoDettaglio,
  complementari: ProdottoComplementare[],
  t: Traduci,
): string[] {
  return [
    // Spec 2 §5: the trip's dates, kept as typed on this page, are refused here (issue 24).
    ...testiProblemiDate(dati.parametri, t),
    ...checkComplementari(dati, complementari),
    ...checkPartecipanti(dati, prodotto),
    ...checkUlterioriDati(dati, prodotto),
    ...(prodotto.abilitaDatiVolo ? checkVoli(dati) : []),
    ...checkDichiarazioni(dati),
  ];
}

/**
 * The product page's last step (spec 2 §4): adds the item to the cart, or saves the item being edited
 * (inModifica). The page's own checks come first, one red toast each; the server checks and prices the
 * whole item again and answers a refusal with its messages.
 */
export function AddToCart() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  const store = useTripStore();
  const dati = useTripState((s) => s.tripData);
  const prodotto = useProdottoDettaglio(dati?.pacchettoID).data;
  const complementari = useComplementari(dati?.pacchettoID ?? null).data ?? [];
  const aggiungi = useSalvaNelCarrello();
  const aggiorna = useAggiornaNelCarrello();
  const [inviato, setInviato] = useState(false);
  if (!dati || !prodotto) return null;

  const inModifica = dati.inModifica === true && dati.itemID !== null && dati.itemID !== undefined;
  const pending = aggiungi.isPending || aggiorna.isPending || inviato;

  const invia = async () => {
    const problemi = problemiDelModulo(dati, prodotto, complementari, t);
    if (problemi.length > 0) {
      for (const body of problemi) toast({ variant: 'danger', title: t('msg.erroreGenerico'), body });
      segnalaTentativoRifiutato();
      return;
    }
    setInviato(true);
    try {
      if (inModifica) await aggiorna.mutateAsync({ ...datiPerCarrello(dati), itemID: Number(dati.itemID) });
      else await aggiungi.mutateAsync(datiPerCarrello(dati));
      toast({
        variant: 'success',
        title: inModifica ? t('carrello.modificheSalvate') : t('carrello.aggiunto'),
        body: prodotto.pacchetto,
      });
      store.getState().set({ tripData: null });
      // The cart button takes the focus: the next step, opening the cart, is one key away (issue 24).
      const focus: FocusRequest = { focus: '[data-cart-icon]' };
      await navigate(pathOf('carrelloCategorie'), { state: focus });
    } catch {
      // The error catalogue has shown the server's messages; the page keeps what was entered.
    } finally {
      setInviato(false);
    }
  };

  return (
    <div className="d-flex justify-content-end gap-2 my-3">
      <Button variant="primary" size="lg" disabled={pending} onClick={() => void invia()}>
        {pending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
        {inModifica ? t('carrello.salvaModifiche') : t('carrello.aggiungiAlCarrello')}
      </Button>
    </div>
  );
}

export default function AddToCartWidget(_: WidgetComponentProps<AddToCartProps>) {
  return <AddToCart />;
}
