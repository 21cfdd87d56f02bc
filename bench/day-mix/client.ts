import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Answer, Call, Step } from './mix';

/** A call that did not answer 2xx or 304: an error of the run (none is allowed). */
export interface Failure {
  step: Step;
  method: string;
  path: string;
  status: number | string;
  body: string;
}

/**
 * Times every call per step while `measuring`; a call that ends after `deadline` is not counted
 * (the run's time is over), but a failure is always kept, whenever it happens.
 */
export class Recorder {
  readonly times = new Map<Step, number[]>();
  readonly failures: Failure[] = [];
  failuresByStep = new Map<Step, number>();
  measuring = false;
  deadline = Number.POSITIVE_INFINITY;
  requests = 0;

  record(step: Step, ms: number, end: number) {
    if (!this.measuring || end > this.deadline) return;
    let list = this.times.get(step);
    if (!list) this.times.set(step, (list = []));
    list.push(ms);
    this.requests++;
  }

  fail(f: Failure) {
    this.failures.push(f);
    this.failuresByStep.set(f.step, (this.failuresByStep.get(f.step) ?? 0) + 1);
  }
}

export class CallFailed extends Error {}

/**
 * The HTTP client of one virtual agency: keep-alive sockets, the agency's own address
 * (X-Forwarded-For, the server trusting one proxy: agencies are offices of their own, not one
 * office behind one address) and its bearer token.
 */
export function sender(base: string, agent: http.Agent, recorder: Recorder, address: string) {
  const url = new URL(base);
  return (token: () => string | null) =>
    (call: Call): Promise<Answer> =>
      new Promise<Answer>((resolve, reject) => {
        const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
        const t = token();
        const start = performance.now();
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method: call.method,
            path: `/api/${call.path}`,
            agent,
            headers: {
              'x-forwarded-for': address,
              ...(t ? { authorization: `Bearer ${t}` } : {}),
              ...(payload !== undefined
                ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
                : {}),
              ...call.headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const end = performance.now();
              const status = res.statusCode ?? 0;
              const body = Buffer.concat(chunks);
              if ((status < 200 || status > 299) && status !== 304) {
                const f: Failure = {
                  step: call.step,
                  method: call.method,
                  path: call.path.slice(0, 200),
                  status,
                  body: body.toString('utf8').slice(0, 500),
                };
                recorder.fail(f);
                reject(new CallFailed(`${f.method} ${f.path}: ${status} ${f.body}`));
                return;
              }
              recorder.record(call.step, end - start, end);
              const type = String(res.headers['content-type'] ?? '');
              let json: unknown = null;
              if (type.includes('json') && body.length > 0) json = JSON.parse(body.toString('utf8'));
              const etag = res.headers.etag;
              resolve({ status, json, etag: typeof etag === 'string' ? etag : undefined });
            });
          },
        );
        req.on('error', (error) => {
          recorder.fail({
            step: call.step,
            method: call.method,
            path: call.path.slice(0, 200),
            status: (error as NodeJS.ErrnoException).code ?? 'error',
            body: error.message,
          });
          reject(new CallFailed(`${call.method} ${call.path}: ${error.message}`));
        });
        if (payload !== undefined) req.write(payload);
        req.end();
      });
}
