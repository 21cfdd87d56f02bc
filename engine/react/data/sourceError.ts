import { HTTPError } from 'ky';

/**
 * A failed source call as the hooks report it (the `error` of a query or mutation): the HTTP status
 * (null when no answer came) and the answer's JSON body, read once here so that widgets showing a
 * refusal inline (the spec's `messages`, spec 1 §8) need no HTTP library and no second read.
 */
export class SourceError extends Error {
  readonly status: number | null;
  readonly body: unknown;

  constructor(message: string, status: number | null, body: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SourceError';
    this.status = status;
    this.body = body;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'CancelledError');
}

/**
 * What a failed ky call becomes: an HTTPError a SourceError with its body; an abort stays as it is
 * (TanStack Query recognises its own cancellation); anything else a SourceError without status.
 */
export async function toSourceError(error: unknown): Promise<unknown> {
  if (isAbort(error)) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    return new SourceError(error.message, error.response.status, body, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SourceError(message, null, null, { cause: error });
}

/** The refusal a widget shows inline: status and body of a SourceError, null for anything else. */
export function refusalOf(error: unknown): { status: number | null; body: unknown } | null {
  return error instanceof SourceError ? { status: error.status, body: error.body } : null;
}
