/** One message of a refused submit; `field` names the input it is about, when known. */
export interface ProblemMessage {
  code?: string;
  text: string;
  field?: string;
}

/** What a dialog shows when the server refuses its data (the 400 body of spec 1 §8). */
export interface SubmitProblem {
  messages: ProblemMessage[];
}

/**
 * Reads a 400 body, `{ messages: [{ code, text, type }] }` or `{ text }`, into a SubmitProblem, so
 * the caller of a dialog can hand back what the server said; null when the body holds no text.
 *
 * @example problemFromErrorBody({ messages: [{ code: 'password.attualeErrata', text: 'La password attuale non è corretta', type: 'error' }] })
 */
export function problemFromErrorBody(body: unknown): SubmitProblem | null {
  if (typeof body !== 'object' || body === null) return null;
  const { messages, text } = body as { messages?: unknown; text?: unknown };
  if (Array.isArray(messages)) {
    const read = messages.flatMap((m: unknown) => {
      if (typeof m !== 'object' || m === null) return [];
      const { code, text: messageText } = m as { code?: unknown; text?: unknown };
      if (typeof messageText !== 'string' || messageText === '') return [];
      return [typeof code === 'string' ? { code, text: messageText } : { text: messageText }];
    });
    if (read.length > 0) return { messages: read };
  }
  return typeof text === 'string' && text !== '' ? { messages: [{ text }] } : null;
}

/** Splits messages into those about a known field and the rest, which a dialog shows on top. */
export function splitByField<F extends string>(
  problem: SubmitProblem | null,
  fieldOf: (message: ProblemMessage) => F | undefined,
): { byField: Partial<Record<F, string[]>>; general: string[] } {
  const byField: Partial<Record<F, string[]>> = {};
  const general: string[] = [];
  for (const message of problem?.messages ?? []) {
    const field = fieldOf(message);
    if (field === undefined) general.push(message.text);
    else (byField[field] ??= []).push(message.text);
  }
  return { byField, general };
}
