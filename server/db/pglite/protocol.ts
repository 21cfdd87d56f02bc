/**
 * The messages between the server's thread and the thread that runs its embedded PostgreSQL
 * (`worker.ts`). Each request carries an id its answer repeats; notifications carry none.
 */
export type Request = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  /** Answered once the transaction has begun (PGlite holds its other callers until it ends). */
  | { op: 'begin' }
  /** Answered with the transaction's outcome: committed, or rolled back when `commit` is false. */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'rollback'; tx: number }
  | { op: 'listen'; channel: string }
  | { op: 'close' }
);

export type Answer = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: ErrorProps });

export interface Notification {
  channel: string;
  payload: string;
}

/** The worker's first message: the database is open, or why not. */
export type Opened = { opened: true } | { opened: false; error: ErrorProps };

/** A PostgreSQL error's fields (code, constraint, detail…), which the structured clone would drop. */
export type ErrorProps = Record<string, unknown> & { message: string; name: string };

export function errorProps(error: unknown): ErrorProps {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const props: ErrorProps = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    try {
      props[key] = structuredClone(value);
    } catch {
      // A function (PGlite keeps the query's parsers on the error) has no meaning in another thread.
    }
  }
  return props;
}

/** The error again, in this thread, with the caller's stack: where the query was asked for. */
export function errorFrom(props: ErrorProps, stack: string | undefined): Error {
  const error = Object.assign(new Error(props.message), props);
  if (stack) error.stack = `${props.name}: ${props.message}\n${stack.split('\n').slice(1).join('\n')}`;
  return error;
}
