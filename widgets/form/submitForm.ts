import { HTTPError, type KyInstance, type Options } from 'ky';

/** One message of the spec's bodies (spec 1 §8): code is a label key, text the Italian wording. */
export interface ServerMessage {
  code: string;
  text: string;
  type: 'error' | 'warning' | 'info';
}

export interface SubmitTarget {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
}

export type SubmitOutcome =
  | { ok: true; body: Record<string, unknown>; messages: ServerMessage[] }
  | { ok: false; messages: ServerMessage[] };

const GENERIC: ServerMessage = {
  code: 'msg.erroreGenerico',
  text: 'Si è verificato un errore. Riprova più tardi.',
  type: 'error',
};

function messagesOf(body: unknown): ServerMessage[] {
  if (!body || typeof body !== 'object') return [];
  const { messages, text } = body as { messages?: unknown; text?: unknown };
  if (Array.isArray(messages)) {
    return messages
      .filter((m): m is { code?: unknown; text: string; type?: unknown } => typeof m?.text === 'string')
      .map((m) => ({
        code: typeof m.code === 'string' ? m.code : '',
        text: m.text,
        type: m.type === 'warning' || m.type === 'info' ? m.type : 'error',
      }));
  }
  if (typeof text === 'string' && text !== '') return [{ code: '', text, type: 'error' }];
  return [];
}

/**
 * Sends a form. With files (fields whose File the form holds) the body is multipart: each file a
 * part named after its field, everything else one JSON `data` part (spec 2: PUT agenzia);
 * otherwise plain JSON, or the query string for a GET. The call is silent (no catalogue toast): the
 * form shows the outcome inline. Refusals come back as messages; no response at all as one
 * generic message.
 */
export async function submitForm(
  client: KyInstance,
  target: SubmitTarget,
  data: Record<string, unknown>,
  files: ReadonlyMap<string, File> = new Map(),
): Promise<SubmitOutcome> {
  const method = target.method ?? 'POST';
  const options: Options = { method, context: { silent: true } };
  if (method === 'GET') {
    options.searchParams = Object.fromEntries(
      Object.entries(data)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]),
    );
  } else if (files.size > 0) {
    const body = new FormData();
    const rest = Object.fromEntries(Object.entries(data).filter(([key]) => !files.has(key)));
    body.append('data', JSON.stringify(rest));
    for (const [field, file] of files) body.append(field, file, file.name);
    options.body = body;
  } else {
    options.json = data;
  }
  try {
    const response = await client(target.path, options);
    const text = await response.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    return { ok: true, body, messages: messagesOf(body) };
  } catch (error) {
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => null);
      const messages = messagesOf(body);
      return { ok: false, messages: messages.length > 0 ? messages : [GENERIC] };
    }
    return { ok: false, messages: [GENERIC] };
  }
}

/**
 * The field a message is about, when its code names one: `registrazione.partitaIva` → `partitaIva`
 * if the form has that field. Other messages (`login.credenzialiErrate`) belong to the whole form.
 */
export function fieldOfMessage(message: ServerMessage, fields: readonly string[]): string | null {
  const last = message.code.split('.').pop() ?? '';
  return fields.includes(last) ? last : null;
}
