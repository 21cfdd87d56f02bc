import ky, { type KyInstance } from 'ky';
import type { CallFailure } from '../../core/errors/clientErrorCatalogue';
import type { ClientEventBus } from '../../core/events';

/**
 * Per-call opt-out of the catalogue's toasts, for a screen that shows a call's errors inline:
 * `silent: true` for every failure (the login form), or the HTTP statuses the caller shows itself
 * (`silent: [400]`: a dialog shows the 400 messages by field, a 403 still gets its toast).
 * `clients.main.post(signInPath, { json, context: { silent: true } })`.
 * A 401 still signs out and the response-error event is still emitted.
 */
export interface CallContext {
  silent?: boolean | number[];
}

export interface ApiClientsOptions {
  bus: ClientEventBus;
  getToken(): string | null;
  /** The main client's failures, after the response-error event (spec 1 §8). */
  onFailure(failure: CallFailure, call: { silent: boolean; method: string; url: string }): void;
  /** Called when the main client starts and ends a call (busy overlay). */
  onPendingChange?(delta: 1 | -1): void;
  /** Background failures are only logged (spec 1 §8). */
  log?(message: string, detail: unknown): void;
  fetch?: typeof fetch;
  prefixUrl?: string;
  /**
   * Whether a call may go out with no token: false while the page of a session that has ended is
   * still shown (after a logout its lists would ask again, and be answered 401). Absent, always.
   */
  mayCallSignedOut?(): boolean;
}

/** The two clients, and the way to stop what they have in flight (logout). */
export interface ApiClients {
  main: KyInstance;
  background: KyInstance;
  /** Aborts every call in flight; later calls go out as usual. */
  abortAll(): void;
}

type Fetch = typeof fetch;

/**
 * The two ky clients of spec 1 §7: base path `/api`, bearer token, no retries. `main` counts its
 * pending calls for the busy overlay, emits request-started/ended, and hands every failure to the
 * error catalogue; `background` never raises the busy state and only logs. Both emit
 * response-error. Array query parameters: build `searchParams` with toSearchParams.
 *
 * @example const { main } = createApiClients({ bus, getToken: () => localStorage.getItem('token'), onFailure })
 */
export function createApiClients(options: ApiClientsOptions): ApiClients {
  const baseFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const silent = new WeakMap<Request, true | number[]>();
  const isSilent = (request: Request, status: number | null) => {
    const rule = silent.get(request);
    return rule === true || (Array.isArray(rule) && status !== null && rule.includes(status));
  };
  const log = options.log ?? ((message, detail) => console.warn(message, detail));
  // One controller per stretch of calls: abortAll() ends every call of the current one (issue 24,
  // defect 13: a logout left list calls in flight that came back 401).
  let inFlight = new AbortController();

  const create = (kind: 'main' | 'background') =>
    ky.create({
      prefixUrl: options.prefixUrl ?? '/api',
      retry: 0,
      timeout: false,
      hooks: {
        beforeRequest: [
          (request, requestOptions) => {
            const token = options.getToken();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
            const rule = (requestOptions.context as CallContext).silent;
            if (rule === true || Array.isArray(rule)) silent.set(request, rule);
          },
        ],
      },
      fetch: (input, init) => observe(kind, input, init),
    });

  async function observe(kind: 'main' | 'background', input: RequestInfo | URL, init?: RequestInit) {
    const request = input instanceof Request ? input : new Request(input, init);
    const method = request.method;
    const url = pathOf(request.url);
    const main = kind === 'main';
    // Refused here, unsent and unreported, like a call its caller aborted: nobody signed in asked.
    if (!request.headers.has('Authorization') && options.mayCallSignedOut?.() === false)
      throw new DOMException(`${method} ${url}: nessuna sessione`, 'AbortError');
    const signal = AbortSignal.any([request.signal, inFlight.signal, ...(init?.signal ? [init.signal] : [])]);
    if (main) {
      options.onPendingChange?.(1);
      options.bus.emit('request:started', { method, url });
    }
    let response: Response;
    try {
      response = await baseFetch(input, { ...init, signal });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (main) {
        options.onPendingChange?.(-1);
        options.bus.emit('request:ended', { method, url, status: null });
      }
      // The caller aborted (a superseded list page, an unmounted widget): nobody waits for an
      // answer, so it is no failure to report.
      if (signal.aborted) throw error;
      options.bus.emit('response:error', { method, url, status: null, message });
      if (main)
        options.onFailure({ kind: 'no-response', message }, { silent: isSilent(request, null), method, url });
      else log(`Chiamata in background fallita: ${method} ${url}`, error);
      throw error;
    }
    if (main) {
      options.onPendingChange?.(-1);
      options.bus.emit('request:ended', { method, url, status: response.status });
    }
    if (!response.ok) {
      const message = `${response.status} ${response.statusText}`.trim();
      options.bus.emit('response:error', { method, url, status: response.status, message });
      if (main) {
        const data = await readBody(response);
        options.onFailure(
          { kind: 'http', status: response.status, data, message },
          { silent: isSilent(request, response.status), method, url },
        );
      } else {
        log(`Chiamata in background fallita: ${method} ${url} (${message})`, null);
      }
    }
    return response;
  }

  return {
    main: create('main'),
    background: create('background'),
    abortAll() {
      inFlight.abort();
      inFlight = new AbortController();
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    return null;
  }
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}
