import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Form as FormDefinition } from '../../schemas/types/meta/form';
import { useSourceMutation } from '../../engine/react/data';
import { useSession, useT } from '../../engine/react/runtime/EngineContext';
import { formBody, messagesOf, refusalMessages, type ServerMessage } from './submitForm';
import { safeReturnUrl, tokenOf, type SuccessAction } from './successActions';

type Data = Record<string, unknown>;

const SUBMIT_METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

export interface FormSubmission {
  /** True from the submission until the answer is handled (the form is disabled meanwhile). */
  busy: boolean;
  /** The server's refusal (or a generic error), shown at the top and under the fields it names. */
  messages: ServerMessage[];
  /** Once accepted with `message`: what replaces the form. */
  done: ServerMessage[] | null;
  /** Sends the values (plus `extra`, e.g. the query's fields) and does what the screen says on success. */
  submit(data: Data): Promise<void>;
  /**
   * The page a success leads to (sign-in's returnUrl, a `navigate`'s path), for the submit button's
   * `data-preload-screen`: its code loads while the server answers (issue 30). Undefined for `message`.
   */
  leadsTo: string | undefined;
}

/**
 * A form's submit call and what follows it (spec 1 §8): shared by every renderer of the form
 * widget, so a small form drawn without RJSF signs in, navigates and reports exactly as RJSF's does.
 */
export function useFormSubmission(
  form: FormDefinition,
  onSuccess: SuccessAction,
  extra: Data,
  files: ReadonlyMap<string, File>,
): FormSubmission {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [messages, setMessages] = useState<ServerMessage[]>([]);
  const [done, setDone] = useState<ServerMessage[] | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useSourceMutation<Data, unknown>({
    method: SUBMIT_METHODS[form.submit?.method ?? 'POST'],
    path: form.submit?.path ?? '',
    body: (data) => formBody(data, files),
    // The form shows the outcome inline (role=alert), so no catalogue toast.
    silent: true,
  });

  async function submit(data: Data) {
    if (!form.submit) return;
    setBusy(true);
    setMessages([]);
    let answer: unknown;
    try {
      answer = await send.mutateAsync({ ...data, ...extra });
    } catch (error) {
      setBusy(false);
      setMessages(refusalMessages(error));
      return;
    }
    const outcome = { body: (answer ?? {}) as Record<string, unknown>, messages: messagesOf(answer) };
    switch (onSuccess.action) {
      case 'login': {
        const token = tokenOf(outcome.body);
        if (!token) {
          setBusy(false);
          setMessages([{ code: '', text: t('msg.erroreGenerico'), type: 'error' }]);
          return;
        }
        // The answer may carry the user info (the portal's does): then no who-am-I call before the page.
        await session.login(token, outcome.body);
        navigate(safeReturnUrl(query.get('returnUrl')), { replace: true });
        return;
      }
      case 'navigate':
        navigate(onSuccess.to);
        return;
      case 'message': {
        const text = onSuccess.text ? t(onSuccess.text) : null;
        setDone(
          text
            ? [{ code: onSuccess.text ?? '', text, type: 'info' }]
            : outcome.messages.length > 0
              ? outcome.messages
              : [{ code: '', text: t('msg.salvato'), type: 'info' }],
        );
        setBusy(false);
      }
    }
  }

  const leadsTo =
    onSuccess.action === 'login'
      ? safeReturnUrl(query.get('returnUrl'))
      : onSuccess.action === 'navigate'
        ? onSuccess.to
        : undefined;
  return { busy, messages, done, submit, leadsTo };
}
