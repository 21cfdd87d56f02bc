/**
 * The client's error catalogue: spec 1 §8 as data and one pure function. The API clients call
 * `reactionToFailure` for every failed main-client call and carry out what it returns; background
 * calls only log. Keys are label keys; `translate` turns them into the culture's text (a missing key
 * comes back unchanged, so a literal text such as "NO PERMISSIONS" passes through).
 */

export type ToastVariant = 'danger' | 'warning' | 'info' | 'success';

export interface ToastSpec {
  variant: ToastVariant;
  title: string;
  body: string;
}

/** What happened to a call, as the clients see it. */
export type CallFailure =
  | { kind: 'no-response'; message: string }
  | { kind: 'http'; status: number; data: unknown; message: string }
  | { kind: 'file-download' }
  | { kind: 'not-implemented' };

export interface FailureReaction {
  toasts: ToastSpec[];
  /** 401: sign out, then go to login unless the current route is anonymous. */
  logout: boolean;
}

export const GENERIC_ERROR_TITLE_KEY = 'msg.erroreGenerico';

interface ServerMessage {
  code?: unknown;
  text?: unknown;
  type?: unknown;
}

function variantOf(type: unknown): ToastVariant {
  if (type === undefined || type === null || type === '' || type === 'error') return 'danger';
  if (type === 'warning') return 'warning';
  return 'info';
}

/**
 * The reaction to one failed call (spec 1 §8, row by row).
 *
 * @example reactionToFailure({ kind: 'http', status: 403, data: null, message: '' }, t)
 *   // → { toasts: [{ variant: 'danger', title: 'Request ERROR', body: 'NO PERMISSIONS' }], logout: false }
 */
export function reactionToFailure(failure: CallFailure, translate: (key: string) => string): FailureReaction {
  const generic = translate(GENERIC_ERROR_TITLE_KEY);
  switch (failure.kind) {
    case 'no-response':
      return { toasts: [{ variant: 'danger', title: generic, body: failure.message }], logout: false };
    case 'file-download':
      return {
        toasts: [
          {
            variant: 'danger',
            title: translate('errore.fileNotFound'),
            body: translate('errore.fileDaScaricareNonTrovato'),
          },
        ],
        logout: false,
      };
    case 'not-implemented':
      return { toasts: [{ variant: 'warning', title: generic, body: '' }], logout: false };
    case 'http':
      return httpReaction(failure.status, failure.data, failure.message, translate, generic);
  }
}

function httpReaction(
  status: number,
  data: unknown,
  message: string,
  translate: (key: string) => string,
  generic: string,
): FailureReaction {
  if (status === 401) return { toasts: [], logout: true };
  if (status === 403) {
    return { toasts: [{ variant: 'danger', title: 'Request ERROR', body: 'NO PERMISSIONS' }], logout: false };
  }
  // 400 per the spec; other 4xx answers (429, 404, 413) carry the same body shapes from our server.
  if (status >= 400 && status < 500) {
    const body = (data ?? {}) as { messages?: unknown; text?: unknown };
    if (Array.isArray(body.messages)) {
      const toasts = (body.messages as ServerMessage[]).map((m) => {
        const text = typeof m.text === 'string' ? translate(m.text) : '';
        const title = typeof m.code === 'string' ? translate(m.code) : generic;
        // A code whose label is the message itself would say it twice: the generic title instead.
        return { variant: variantOf(m.type), title: title === text ? generic : title, body: text };
      });
      return { toasts, logout: false };
    }
    const text = typeof body.text === 'string' ? translate(body.text) : message;
    return { toasts: [{ variant: 'danger', title: generic, body: text }], logout: false };
  }
  const body = (data ?? {}) as { text?: unknown };
  const text = typeof body.text === 'string' ? body.text : message;
  return { toasts: [{ variant: 'danger', title: generic, body: text }], logout: false };
}
