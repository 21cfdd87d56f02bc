import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider, EngineUser } from './authProvider';
import {
  createTestEngine,
  demoUserInfos,
  demoUsers,
  jsonResponse,
  routeFetch,
} from '../testing/createTestEngine';
import { createClientStore, memoryStorage, STORE_VERSION } from './clientStore';
import { createImpersonation, IMPERSONATION_RELOAD_DELAY_MS } from './impersonation';
import { startUp } from './startUp';

const me = (userInfo = demoUserInfos.agenzia, redirectTo: string | null = null) => ({ userInfo, redirectTo });

const KEY = 'test-state';

describe('client state (spec 1 §3 "Client state")', () => {
  it("holds the engine's fields and persists them, without the token, under the store version", () => {
    const storage = memoryStorage();
    const store = createClientStore({ storage, key: KEY, token: 't' });
    store.getState().set({ culture: 'en-GB', user: demoUsers.tour });
    const { set: _set, reset: _reset, ...data } = store.getState();
    expect(Object.keys(data).sort()).toEqual(['culture', 'token', 'user']);
    const saved = JSON.parse(storage.dump()[KEY]!) as { storeVersion: string; value: string };
    expect(saved.storeVersion).toBe(STORE_VERSION);
    const state = (JSON.parse(saved.value) as { state: Record<string, unknown> }).state;
    expect(state).toMatchObject({ culture: 'en-GB' });
    expect(state).not.toHaveProperty('token');

    const again = createClientStore({ storage, key: KEY, token: 't' });
    expect(again.getState().culture).toBe('en-GB');
    expect(again.getState().user?.name).toBe('tour');
  });

  it('discards a state saved by another store version', () => {
    const storage = memoryStorage();
    createClientStore({ storage, key: KEY, version: 'old' }).getState().set({ culture: 'en-GB' });
    const fresh = createClientStore({ storage, key: KEY, version: STORE_VERSION });
    expect(fresh.getState().culture).toBe('it-IT');
    expect(storage.dump()[KEY]).toBeUndefined();
  });
});

describe('session and start-up (spec 1 §4)', () => {
  it('login stores the token, loads user info and emits user-login; logout always clears', async () => {
    const calls: string[] = [];
    const engine = createTestEngine({
      fetch: routeFetch({
        'GET account/me': (r: Request) => (calls.push(`me ${r.headers.get('authorization')}`), me()),
        'POST account/logout': () => (calls.push('logout'), jsonResponse({ text: 'giù' }, 500)),
      }),
    });
    const events: string[] = [];
    engine.runtime.bus.on('user:login', ({ userName }) => events.push(`login ${userName}`));
    engine.runtime.bus.on('user:logout', ({ reason }) => events.push(`logout ${reason}`));
    await engine.services().session.login('tok-1');
    expect(engine.services().session.user?.name).toBe('agenzia');
    expect(engine.services().session.token).toBe('tok-1');
    await engine.services().session.logout();
    expect(calls).toEqual(['me Bearer tok-1', 'logout']);
    expect(engine.services().session.user).toBeNull();
    expect(engine.services().session.token).toBeNull();
    expect(events).toEqual(['login agenzia', 'logout user']);
  });

  it("login takes the user info a sign-in answer carries (the portal's account/login): no account/me", async () => {
    const calls: string[] = [];
    const engine = createTestEngine({
      fetch: routeFetch({ 'GET account/me': () => (calls.push('me'), me()) }),
    });
    const answer = {
      data: { token: 'tok-2', ...me(demoUserInfos.tour, 'tuoiAcquisti'), mustChangePassword: false },
    };
    expect(await engine.runtime.session.login('tok-2', answer)).toBe('tuoiAcquisti');
    expect(engine.services().session.user?.name).toBe('tour');
    expect(calls).toEqual([]);
    // An answer with the token only (a server that answers as spec 1 §7 shows) asks account/me.
    expect(await engine.runtime.session.login('tok-3', { data: { token: 'tok-3' } })).toBeNull();
    expect(engine.services().session.user?.name).toBe('agenzia');
    expect(calls).toEqual(['me']);
  });

  it('start-up: user info, then texts; redirectTo is kept for the first navigation', async () => {
    const engine = createTestEngine({
      token: 'tok',
      fetch: routeFetch({
        'GET account/me': me(demoUserInfos.moroso, 'tuoiPagamenti'),
        'GET localization/labels/it-IT': { 'menu.my': 'MyOverins' },
      }),
    });
    await startUp(engine.runtime);
    expect(engine.services().session.user?.name).toBe('moroso');
    expect(engine.services().t('menu.my')).toBe('MyOverins');
    expect(engine.runtime.session.takeRedirect()).toBe('tuoiPagamenti');
    expect(engine.runtime.session.takeRedirect()).toBeNull();
  });

  it('start-up: a failed user info logs out', async () => {
    const engine = createTestEngine({
      token: 'dead',
      fetch: routeFetch({ 'GET account/me': jsonResponse({ text: 'x' }, 401) }),
    });
    await startUp(engine.runtime);
    expect(engine.runtime.session.token()).toBeNull();
    expect(engine.services().session.user).toBeNull();
  });

  it('start-up: a refused user info ends the session; one without an answer leaves token and session alone', async () => {
    for (const [answer, expected] of [
      [
        () => jsonResponse({ text: 'x' }, 500),
        { calls: ['me', 'logout'], events: ['startup-failed'], token: null },
      ],
      [
        () => {
          throw new TypeError('Failed to fetch');
        },
        { calls: ['me'], events: [], token: 'tok' },
      ],
    ] as const) {
      const calls: string[] = [];
      const events: string[] = [];
      const engine = createTestEngine({
        token: 'tok',
        fetch: routeFetch({
          'GET account/me': () => (calls.push('me'), answer()),
          'POST account/logout': () => (calls.push('logout'), jsonResponse({})),
        }),
      });
      engine.runtime.bus.on('user:logout', ({ reason }) => events.push(reason));
      await startUp(engine.runtime);
      expect(calls).toEqual(expected.calls);
      expect(events).toEqual(expected.events);
      expect(engine.runtime.session.token()).toBe(expected.token);
      expect(engine.services().session.user).toBeNull();
    }
  });

  it('texts: loaded once per culture, empty on failure, culture-change event', async () => {
    let loads = 0;
    const engine = createTestEngine({
      fetch: routeFetch({
        'GET localization/labels/en-GB': () => (loads++, { 'menu.home': 'Home page' }),
        'GET localization/labels/fr-FR': jsonResponse({ text: 'no' }, 500),
      }),
    });
    const cultures: string[] = [];
    engine.runtime.bus.on('culture:change', ({ culture }) => cultures.push(culture));
    await engine.runtime.setCulture('en-GB');
    await engine.runtime.setCulture('it-IT');
    await engine.runtime.setCulture('en-GB');
    expect(loads).toBe(1);
    expect(engine.services().t('menu.home')).toBe('Home page');
    await engine.runtime.setCulture('fr-FR');
    expect(engine.services().t('menu.home')).toBe('menu.home');
    expect(cultures).toEqual(['en-GB', 'it-IT', 'en-GB', 'fr-FR']);
  });
});

describe('impersonation (spec 1 §4)', () => {
  it('sign in as: token from data.token, user-login, root path, reload after 500 ms', async () => {
    vi.useFakeTimers();
    try {
      const engine = createTestEngine({
        user: demoUsers.admin,
        fetch: routeFetch({
          'POST account/asusers/2': { data: { token: 'as-agenzia' } },
          'GET account/me': me({
            ...demoUserInfos.agenzia,
            hasImpersonateUser: true,
            impersonatorFullName: 'Giulia Ferraris',
          }),
        }),
      });
      const effects = { navigate: vi.fn(), reload: vi.fn() };
      const logins: string[] = [];
      engine.runtime.bus.on('user:login', ({ userName }) => logins.push(userName));
      await createImpersonation(engine.runtime, effects).signInAs(2);
      expect(engine.runtime.session.token()).toBe('as-agenzia');
      expect(logins).toEqual(['agenzia']);
      expect(effects.navigate).toHaveBeenCalledWith('/');
      vi.advanceTimersByTime(IMPERSONATION_RELOAD_DELAY_MS - 1);
      expect(effects.reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(effects.reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a user id: the warning toast novalidusertosigninas; a failed call is only logged', async () => {
    const engine = createTestEngine({
      user: demoUsers.admin,
      labels: {
        novalidusertosigninas: 'Selezionare un utente valido per accedere come',
        'msg.warningGenerico': 'Attenzione',
      },
      fetch: routeFetch({ 'POST account/asusers/9': jsonResponse({ text: 'no' }, 400) }),
    });
    const effects = { navigate: vi.fn(), reload: vi.fn() };
    const impersonation = createImpersonation(engine.runtime, effects);
    await impersonation.signInAs(null);
    await impersonation.signInAs(9);
    expect(engine.toasts().map((t) => [t.variant, t.title, t.body])).toEqual([
      ['warning', 'Attenzione', 'Selezionare un utente valido per accedere come'],
    ]);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('disconnect: the new token in data logs in and the page reloads', async () => {
    const engine = createTestEngine({
      user: demoUsers.agenzia,
      fetch: routeFetch({
        'PUT account/asusers': { data: 'admin-again' },
        'GET account/me': me(demoUserInfos.admin),
      }),
    });
    const effects = { navigate: vi.fn(), reload: vi.fn() };
    await createImpersonation(engine.runtime, effects).disconnect();
    expect(engine.runtime.session.token()).toBe('admin-again');
    expect(engine.services().session.user?.name).toBe('admin');
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });
});

describe("auth provider (the session calls only the app's provider)", () => {
  it('signs in, asks who is signed in, signs in as and back, and signs out through the provider', async () => {
    const calls: string[] = [];
    const user = (id: number, name: string): EngineUser => ({
      id,
      name,
      displayName: name.toUpperCase(),
      permissions: ['READ'],
      roles: ['staff'],
      attributes: {},
    });
    let current = user(1, 'ann');
    const auth: AuthProvider = {
      signIn: async (_clients, credentials) => (calls.push(`signIn ${String(credentials.login)}`), 'tok-ann'),
      signOut: async (_clients, token) => void calls.push(`signOut ${token}`),
      whoAmI: async () => (calls.push('whoAmI'), { user: current, redirectTo: 'home' }),
      signInAs: async (_clients, id) => (calls.push(`signInAs ${id}`), (current = user(2, 'bob')), 'tok-bob'),
      signBack: async () => (calls.push('signBack'), (current = user(1, 'ann')), 'tok-ann-2'),
    };
    // No route answers: a call to the network would fail the test.
    const engine = createTestEngine({ auth });
    const effects = { navigate: vi.fn(), reload: vi.fn() };
    expect(await engine.runtime.session.signIn({ login: 'ann' })).toBe('home');
    expect(engine.services().session.user?.displayName).toBe('ANN');
    const impersonation = createImpersonation(engine.runtime, effects);
    vi.useFakeTimers();
    try {
      await impersonation.signInAs(2);
    } finally {
      vi.useRealTimers();
    }
    expect(engine.runtime.session.token()).toBe('tok-bob');
    await impersonation.disconnect();
    await engine.services().session.logout();
    expect(calls).toEqual([
      'signIn ann',
      'whoAmI',
      'signInAs 2',
      'whoAmI',
      'signBack',
      'whoAmI',
      'signOut tok-ann-2',
    ]);
    expect(engine.services().session.user).toBeNull();
  });
});
