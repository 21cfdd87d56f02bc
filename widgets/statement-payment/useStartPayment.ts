import { useRef, useState } from 'react';
import { refusalOf, useSourceMutation } from '../../engine/react/data';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { AvvioPagamento } from '../../schemas/types';
import { messagesOf } from '../form/submitForm';
import { browserLocation } from './browserLocation';

/** Body `PagamentoEstratti` (no ids: every unpaid statement); answer `{ data: AvvioPagamento }`. */
export const ESEGUI_PAGAMENTO = 'my{product}/eseguipagamento';
/** Body `RicaricaCredito`; answer `{ data: AvvioPagamento }`. */
export const RICARICA_CREDITO = 'my{product}/ricaricacredito';

export interface StartPayment<TBody> {
  start(body: TBody): Promise<void>;
  /** From the click until the browser has left (it stays true once the gateway page is loading). */
  busy: boolean;
  /** The Italian reason the payment could not start, shown where the button is. */
  error: string | null;
}

/**
 * Starts a card payment: the call answers the gateway's URL and the browser goes there. A refusal
 * is shown inline (the user is looking at the button, and a blocked user has nothing else on screen).
 */
export function useStartPayment<TBody>(path: string): StartPayment<TBody> {
  const t = useT();
  const call = useSourceMutation<TBody, { data: AvvioPagamento }>({ method: 'post', path, silent: true });
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A double click must not open two attempts: the state of this render may not show the first yet.
  const started = useRef(false);

  const start = async (body: TBody) => {
    if (started.current) return;
    started.current = true;
    setError(null);
    try {
      const { data } = await call.mutateAsync(body);
      setLeaving(true);
      browserLocation.assign(data.url);
    } catch (failure) {
      started.current = false;
      const texts = messagesOf(refusalOf(failure)?.body).map((m) => m.text);
      setError(texts.length > 0 ? texts.join(' ') : t('pagamento.avvioNonRiuscito'));
    }
  };
  return { start, busy: call.isPending || leaving, error };
}
