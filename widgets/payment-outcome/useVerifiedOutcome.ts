import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { refusalOf, useSourceMutation } from '../../engine/react/data';
import { messagesOf } from '../form/submitForm';
import type { Chiamata, EsitoPagamento, Verifica } from './esitoPagamento';

/** The state a return screen passes when it hands a failure on to the ko screen. */
export interface EsitoInoltrato {
  esito: EsitoPagamento;
}

function forwarded(state: unknown, codTrans: string | null): EsitoPagamento | null {
  const esito = (state as Partial<EsitoInoltrato> | null)?.esito;
  return esito && esito.codTrans === codTrans ? esito : null;
}

/**
 * The verified outcome of the gateway's return: every field of the page's query (the MAC is the
 * credential) posted once to `chiamata`. React's strict mode runs effects twice and the server
 * would log a second verification, so the query already posted is remembered. An outcome another
 * return screen already verified comes in the navigation state and is not asked again.
 */
export function useVerifiedOutcome(chiamata: Chiamata): Verifica {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const codTrans = query.get('codTrans');
  const hasReturn = codTrans !== null && query.has('mac');
  const inoltrato = forwarded(location.state, codTrans);
  const verify = useSourceMutation<Record<string, string>, { data: EsitoPagamento }>({
    method: 'post',
    path: chiamata,
    silent: true,
  });
  const posted = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!hasReturn || inoltrato || posted.current === location.search) return;
    posted.current = location.search;
    mutate(Object.fromEntries(new URLSearchParams(location.search)));
  }, [hasReturn, inoltrato, location.search, mutate]);

  if (inoltrato) return { fase: 'esito', esito: inoltrato };
  if (!hasReturn) return { fase: 'senzaEsito' };
  if (verify.data) return { fase: 'esito', esito: verify.data.data };
  if (verify.isError)
    return { fase: 'nonVerificato', messaggi: messagesOf(refusalOf(verify.error)?.body).map((m) => m.text) };
  return { fase: 'inVerifica' };
}
