import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import { useDataSource } from '../../engine/react/data';
import { useT } from '../../engine/react/runtime/EngineContext';
import { messagesOf, refusalMessages, type ServerMessage } from '../form/submitForm';

type Outcome = { ok: boolean; messages: ServerMessage[] };

/**
 * Sends the token of the confirmation link once, on arrival, and shows the server's message: the
 * address confirmed, or why the link no longer works. A token works once: the call is a query
 * keyed by the token that never goes stale, so a second render or mount (StrictMode) shares it.
 */
export function ConfirmEmail() {
  const t = useT();
  const [query] = useSearchParams();
  const token = query.get('token');
  const call = useDataSource(
    token ? { path: 'account/confirmemail' } : null,
    { token },
    // The page shows the outcome itself, so no catalogue toast.
    { silent: true, staleTime: Infinity },
  );
  const outcome: Outcome | null = call.isSuccess
    ? { ok: true, messages: messagesOf(call.data) }
    : call.isError
      ? { ok: false, messages: refusalMessages(call.error) }
      : null;

  if (!token) {
    return (
      <Alert variant="danger" role="alert">
        {t('email.linkIncompleto')}
      </Alert>
    );
  }
  if (!outcome) {
    return (
      <div className="text-center py-3" role="status">
        <Spinner size="sm" className="me-2" aria-hidden="true" />
        {t('confermaEmail.inCorso')}
      </div>
    );
  }
  const texts = outcome.messages.length > 0 ? outcome.messages.map((m) => m.text) : [t('email.confermata')];
  return (
    <Alert variant={outcome.ok ? 'success' : 'danger'} role={outcome.ok ? 'status' : 'alert'}>
      {texts.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </Alert>
  );
}

export default ConfirmEmail;
