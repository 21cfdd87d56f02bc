import { HTTPError } from 'ky';

/** One message of a 400 body (spec 1 §8). */
export interface ApiMessage {
  code: string;
  text: string;
  type?: 'error' | 'warning' | 'info';
}

const GENERIC_ERROR = 'Si è verificato un errore. Riprova più tardi.';

function isMessageList(value: unknown): value is ApiMessage[] {
  return (
    Array.isArray(value) &&
    value.every((m) => typeof m === 'object' && m !== null && typeof (m as ApiMessage).text === 'string')
  );
}

/**
 * The texts to show for a failed call: the server's `messages[].text` or `text` when the body has
 * them, otherwise one generic Italian sentence (never a stack trace or an English library message).
 */
export async function errorTexts(error: unknown): Promise<string[]> {
  if (!(error instanceof HTTPError)) return [GENERIC_ERROR];
  const body: unknown = await error.response.json().catch(() => null);
  if (typeof body === 'object' && body !== null) {
    const { messages, text } = body as { messages?: unknown; text?: unknown };
    if (isMessageList(messages) && messages.length > 0) return messages.map((m) => m.text);
    if (typeof text === 'string' && text !== '') return [text];
  }
  return [GENERIC_ERROR];
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 401;
}
