import { describe, expect, it } from 'vitest';
import { createTestEngine, demoUsers, jsonResponse, routeFetch } from '../testing/createTestEngine';
import { toSearchParams } from './toSearchParams';

const labels = {
  'msg.erroreGenerico': 'Errore',
  'login.credenzialiErrate': 'Nome utente o password non corretti',
};

describe('API clients (spec 1 §7, §8)', () => {
  it('sends the bearer token and arrays as repeated keys, without retries', async () => {
    const seen: Request[] = [];
    const engine = createTestEngine({
      user: demoUsers.agenzia,
      token: 'abc',
      fetch: routeFetch({ 'GET dropdown/x': (r: Request) => (seen.push(r), { items: [] }) }),
    });
    await engine.runtime.clients.main
      .get('dropdown/x', { searchParams: toSearchParams({ id: [1, 2], q: 'a b', n: null }) })
      .json();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer abc');
    expect(new URL(seen[0]!.url).search).toBe('?id=1&id=2&q=a+b');
  });

  it('main: busy while pending, request events, and the catalogue toasts on failure', async () => {
    let release: (r: Response) => void = () => undefined;
    const engine = createTestEngine({
      user: demoUsers.agenzia,
      labels,
      fetch: () => new Promise<Response>((r) => (release = r)),
    });
    const events: string[] = [];
    engine.runtime.bus.on('request:started', ({ url }) => events.push(`started ${url}`));
    engine.runtime.bus.on('request:ended', ({ status }) => events.push(`ended ${status}`));
    engine.runtime.bus.on('response:error', ({ status }) => events.push(`error ${status}`));
    const call = engine.runtime.clients.main.put('anagrafica/dati-azienda', { json: {} }).json();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(engine.runtime.busy.getState().pending).toBe(1);
    release(jsonResponse({ text: 'NO PERMISSIONS: x' }, 403));
    await expect(call).rejects.toThrow();
    expect(engine.runtime.busy.getState().pending).toBe(0);
    expect(events).toEqual(['started /api/anagrafica/dati-azienda', 'ended 403', 'error 403']);
    expect(engine.toasts().map(({ variant, title, body }) => ({ variant, title, body }))).toEqual([
      { variant: 'danger', title: 'Request ERROR', body: 'NO PERMISSIONS' },
    ]);
  });

  it('400 with messages: one toast per message; silent calls show none', async () => {
    const body = {
      messages: [{ code: 'errore.validazione', text: 'login.credenzialiErrate', type: 'warning' }],
    };
    const engine = createTestEngine({
      labels: { ...labels, 'errore.validazione': 'Errore validazione' },
      fetch: routeFetch({ 'POST account/login': jsonResponse(body, 400) }),
    });
    await expect(
      engine.runtime.clients.main.post('account/login', { json: {}, context: { silent: true } }),
    ).rejects.toThrow();
    expect(engine.toasts()).toEqual([]);
    await expect(engine.runtime.clients.main.post('account/login', { json: {} })).rejects.toThrow();
    expect(engine.toasts().map((t) => [t.variant, t.title, t.body])).toEqual([
      ['warning', 'Errore validazione', 'Nome utente o password non corretti'],
    ]);
  });

  it('no response: danger toast with the message, titled with the generic error', async () => {
    const engine = createTestEngine({ labels });
    await expect(engine.runtime.clients.main.get('account/me')).rejects.toThrow();
    expect(engine.toasts()[0]).toMatchObject({ variant: 'danger', title: 'Errore' });
    expect(engine.toasts()[0]!.body).toMatch(/^Nessuna rete nei test/);
  });

  it('401: signs out (token and user cleared, logout event) and calls onSignedOut', async () => {
    const engine = createTestEngine({
      user: demoUsers.agenzia,
      fetch: routeFetch({ 'GET ruoli/permessi-list': jsonResponse({ text: 'x' }, 401) }),
    });
    const reasons: string[] = [];
    engine.runtime.bus.on('user:logout', ({ reason }) => reasons.push(reason));
    const signedOut = new Promise<void>((resolve) => (engine.runtime.onSignedOut = resolve));
    await expect(engine.runtime.clients.main.get('ruoli/permessi-list')).rejects.toThrow();
    await signedOut;
    expect(reasons).toEqual(['unauthorized']);
    expect(engine.runtime.session.token()).toBeNull();
    expect(engine.services().session.user).toBeNull();
    expect(engine.toasts()).toEqual([]);
  });

  it('background: no busy state, no toast, still a response-error event', async () => {
    const engine = createTestEngine({ fetch: routeFetch({}) });
    const errors: Array<number | null> = [];
    engine.runtime.bus.on('response:error', ({ status }) => errors.push(status));
    engine.runtime.bus.on('request:started', () => errors.push(-1));
    await expect(engine.runtime.clients.background.get('x')).rejects.toThrow();
    expect(errors).toEqual([404]);
    expect(engine.toasts()).toEqual([]);
  });

  it('a logout aborts the calls in flight: none answers after it, none is toasted', async () => {
    const sent: string[] = [];
    const engine = createTestEngine({
      user: demoUsers.agenzia,
      token: 'abc',
      fetch: (input, init) => {
        const request = new Request(input, init);
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        if (request.url.endsWith('account/logout')) return Promise.resolve(jsonResponse({}));
        // A list that answers only when aborted.
        return new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        );
      },
    });
    const list = engine.runtime.clients.main.get('myoverins/elencopagamenti').json();
    await new Promise((r) => setTimeout(r, 0));
    await engine.runtime.session.logout('user');
    await expect(list).rejects.toThrow();
    expect(sent).toEqual(['GET /api/myoverins/elencopagamenti', 'POST /api/account/logout']);
    expect(engine.runtime.busy.getState().pending).toBe(0);
    expect(engine.toasts()).toEqual([]);
  });

  it('signed out, a page that is not anonymous sends nothing; an anonymous one does', async () => {
    const sent: string[] = [];
    const engine = createTestEngine({
      fetch: routeFetch({ 'GET myoverins/pagamenti/dapagare': (r: Request) => (sent.push(r.url), {}) }),
    });
    let anonymous = false;
    engine.runtime.anonymousHere = () => anonymous;
    await expect(engine.runtime.clients.main.get('myoverins/pagamenti/dapagare')).rejects.toThrow(
      /nessuna sessione/,
    );
    expect(sent).toEqual([]);
    expect(engine.toasts()).toEqual([]);
    anonymous = true;
    await engine.runtime.clients.main.get('myoverins/pagamenti/dapagare').json();
    expect(sent).toHaveLength(1);
  });
});
