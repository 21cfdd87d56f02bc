/** One message of the spec's 400 body (spec 1 §8): code is a label key, text the Italian wording. */
export interface ErrorMessage {
  code: string;
  text: string;
  type: 'error' | 'warning' | 'info';
}

/** The server's error catalogue: the HTTP status and the body the client will see. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { messages: ErrorMessage[] } | { text: string },
    readonly headers: Record<string, string> = {},
  ) {
    super('text' in body ? body.text : body.messages.map((m) => m.text).join('; '));
  }
}

/** A 400 with one message in the spec's `messages` shape. */
export function badRequest(code: string, text: string, type: ErrorMessage['type'] = 'error'): AppError {
  return new AppError(400, { messages: [{ code, text, type }] });
}

/** A 400 with several messages (one toast each on the client). */
export function badRequestAll(messages: ErrorMessage[]): AppError {
  return new AppError(400, { messages });
}

export const unauthorized = (text = 'Sessione non valida o scaduta'): AppError => new AppError(401, { text });

/** The client shows its own "NO PERMISSIONS" toast for any 403 (spec 1 §8); the text is for logs and API users. */
export const forbidden = (text = 'NO PERMISSIONS'): AppError => new AppError(403, { text });

export const notFound = (text = 'Risorsa non trovata'): AppError => new AppError(404, { text });

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    {
      messages: [
        {
          code: 'errore.troppeRichieste',
          text: `Troppi tentativi. Riprova tra ${retryAfterSeconds} secondi.`,
          type: 'error',
        },
      ],
    },
    { 'retry-after': String(retryAfterSeconds) },
  );
}
