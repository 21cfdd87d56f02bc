import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import { useApi, useT } from '../../engine/react/runtime/EngineContext';
import { submitForm, type ServerMessage } from '../form/submitForm';

type Outcome = { ok: boolean; messages: ServerMessage[] };

// A token works once: React may run the effect twice (StrictMode), so both runs share one call.
const calls = new Map<string, Promise<Outcome>>();

/**
 * Sends the token of the confirmation link once, on arrival, and shows the server's message: the
 * address confirmed, or why the link no longer works.
 */
export function ConfirmEmail() {
  const t = useT();
  const { main } = useApi();
  const [query] = useSearchParams();
  const token = query.get('token');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    let call = calls.get(token);
    if (!call) {
      call = submitForm(main, { path: 'account/confirmemail', method: 'GET' }, { token }).then((result) => ({
        ok: result.ok,
        messages: result.messages,
      }));
      calls.set(token, call);
    }
    void call.then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, [main, token]);

  if (!token) {
    return (
      <Alert variant="danger" role="alert">
        {t('email.linkIncompleto', 'Il link di conferma è incompleto: aprilo di nuovo dall’e-mail ricevuta.')}
      </Alert>
    );
  }
  if (!outcome) {
    return (
      <div className="text-center py-3" role="status">
        <Spinner size="sm" className="me-2" aria-hidden="true" />
        {t('confermaEmail.inCorso', 'Conferma dell’indirizzo in corso…')}
      </div>
    );
  }
  const texts =
    outcome.messages.length > 0
      ? outcome.messages.map((m) => m.text)
      : [t('email.confermata', 'E-mail confermata')];
  return (
    <Alert variant={outcome.ok ? 'success' : 'danger'} role={outcome.ok ? 'status' : 'alert'}>
      {texts.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </Alert>
  );
}

export default ConfirmEmail;
