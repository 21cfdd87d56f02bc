import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasPermission } from '../../engine/core/access';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { isFailure, type Chiamata, type Variante } from './esitoPagamento';
import { OutcomeView } from './OutcomeView';
import { useRoutePath } from './useRoutePath';
import { useVerifiedOutcome, type EsitoInoltrato } from './useVerifiedOutcome';

export interface PaymentOutcomeProps {
  /** The return call that verifies this screen's outcome. */
  chiamata: Chiamata;
  variante: Variante;
}

/**
 * The KeyClient return screens (`/keyclient/ritorno-ok`, `ritorno-fm-ok`, `ritorno-ko`): the
 * gateway's return is verified by the server and its outcome shown with what to do next. A refused
 * payment returning to a success URL moves to the failure screen (the outcome travels with it). A
 * month-end payment that cleared `mustPay` reloads the user, so the cart is back without signing in
 * again.
 */
export function PaymentOutcome({ chiamata, variante }: PaymentOutcomeProps) {
  const { session } = useEngine();
  const verifica = useVerifiedOutcome(chiamata);
  const navigate = useNavigate();
  const location = useLocation();
  const pathOf = useRoutePath();
  const esito = verifica.fase === 'esito' ? verifica.esito : null;
  const refreshed = useRef<string | null>(null);
  const movedToKo = useRef<string | null>(null);

  const toKo = esito && variante !== 'ko' && isFailure(esito.stato);
  useEffect(() => {
    // Once per outcome: the navigation re-renders this screen (its loader reads the user again), and
    // navigating again would cancel the one in flight, over and over, and never leave.
    if (!toKo || !esito || movedToKo.current === esito.codTrans) return;
    movedToKo.current = esito.codTrans;
    const state: EsitoInoltrato = { esito };
    void navigate({ pathname: pathOf('ritorno-ko'), search: location.search }, { replace: true, state });
  }, [toKo, esito, navigate, pathOf, location.search]);

  const monthEndPaid = esito?.stato === 'pagato' && esito.tipo === 'estratti';
  useEffect(() => {
    if (!monthEndPaid || !esito || refreshed.current === esito.codTrans) return;
    refreshed.current = esito.codTrans;
    // A failed reload has been reported by the client; the next start-up loads the user anyway.
    session.refreshUser().catch(() => undefined);
  }, [monthEndPaid, esito, session]);

  const user = session.user;
  const canShop = Boolean(user && hasPermission(user, 'WEB_ANAGRAFICA_ACCESSO_CARRELLO'));
  return <OutcomeView verifica={verifica} variante={variante} canShop={canShop} />;
}

export default function PaymentOutcomeWidget({ props }: WidgetComponentProps<PaymentOutcomeProps>) {
  return <PaymentOutcome {...props} />;
}
