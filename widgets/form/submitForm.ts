import { refusalOf } from '../../engine/react/data';

/** One message of the spec's bodies (spec 1 §8): code is a label key, text the Italian wording. */
export interface ServerMessage {
  code: string;
  text: string;
  type: 'error' | 'warning' | 'info';
}

const GENERIC: ServerMessage = {
  code: 'msg.erroreGenerico',
  text: 'Si è verificato un errore. Riprova più tardi.',
  type: 'error',
};

/** The messages of an answer's body (`messages`, or a lone `text`). */
export function messagesOf(body: unknown): ServerMessage[] {
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
 * What a refused or failed call says to the user: the refusal's messages, or one generic message
 * when there are none (no answer at all, or an answer without messages).
 */
export function refusalMessages(error: unknown): ServerMessage[] {
  const messages = messagesOf(refusalOf(error)?.body);
  return messages.length > 0 ? messages : [GENERIC];
}

/**
 * A form's request body. With files (fields whose File the form holds) it is multipart: each file
 * a part named after its field, everything else one JSON `data` part (spec 2: PUT agenzia);
 * otherwise the values themselves, sent as JSON (or as the query of a GET).
 */
export function formBody(data: Record<string, unknown>, files: ReadonlyMap<string, File>): unknown {
  if (files.size === 0) return data;
  const body = new FormData();
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => !files.has(key)));
  body.append('data', JSON.stringify(rest));
  for (const [field, file] of files) body.append(field, file, file.name);
  return body;
}

/**
 * The field a message is about, when its code names one: `registrazione.partitaIva` → `partitaIva`
 * if the form has that field. Other messages (`login.credenzialiErrate`) belong to the whole form.
 */
export function fieldOfMessage(message: ServerMessage, fields: readonly string[]): string | null {
  const last = message.code.split('.').pop() ?? '';
  return fields.includes(last) ? last : null;
}
