import { render, screen as view } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider, EngineUser } from '../runtime/authProvider';
import { FRESH_USER_MS } from '../runtime/createSession';
import { createRegistry } from '../../core/registry';
import { buildScreenTree } from '../../core/screens/buildScreenTree';
import type { Screen } from '../../core/screens';
import { createTestEngine, demoUsers } from '../testing/createTestEngine';
import { testAuth } from '../../../tests/fixtures/testApp';
import { defineWidget, type WidgetComponent, type WidgetComponentProps } from '../widgets/defineWidget';
import { CHUNK_LOAD_TIMEOUT_MS } from './chunkTimeout';
import { createScreenRoutes } from './createScreenRoutes';
import { RouteErrorPage } from './RouteErrorPage';
import { itIT } from '../../../schemas/catalogues/labelTexts';

function Text({ props }: WidgetComponentProps<{ text: string }>) {
  return <p>{props.text}</p>;
}
const text = defineWidget<{ text: string }>({
  name: 'text',
  props: { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false },
  component: lazy(async () => ({ default: Text })),
});

const never = defineWidget<Record<string, never>>({
  name: 'never',
  props: { type: 'object', additionalProperties: false },
  component: lazy(() => new Promise<never>(() => undefined)),
});

const body = (t: string) => ({ widget: 'text', props: { text: t } });
const screens: Screen[] = [
  { name: 'home', path: '/', redirect: 'carrelloCategorie' },
  { name: 'login', path: '/login', layout: 'empty', anonymous: true, body: body('Accedi al portale') },
  {
    name: 'carrello',
    path: '/carrello',
    order: 1,
    layout: 'cart',
    redirect: 'carrelloCategorie',
    guard: { userFlags: { mustPay: false } },
  },
  {
    name: 'carrelloCategorie',
    parent: 'carrello',
    path: 'carrelloCategorie',
    guard: { permissions: ['WEB_ANAGRAFICA_ACCESSO_CARRELLO'] },
    body: body('Categorie'),
  },
  { name: 'my', path: '/my{product}', order: 3, layout: 'submenu', redirect: 'tuoiAcquisti' },
  {
    name: 'acquistiPolizze',
    parent: 'my',
    path: 'acquistiPolizze',
    order: 1,
    guard: { attributes: ['fornitore'] },
    body: body('Acquisti polizze'),
  },
  {
    name: 'tuoiAcquisti',
    parent: 'my',
    path: 'tuoiAcquisti',
    order: 3,
    guard: { attributes: ['distributore'] },
    body: body('I tuoi acquisti'),
  },
  { name: 'rotta', path: '/rotta', body: { widget: 'testo' } },
  { name: 'lenta', path: '/lenta', body: { widget: 'never' } },
  { name: 'keyclient', path: '/keyclient', layout: 'empty', redirect: 'ritorno-ko' },
  {
    name: 'ritorno-fm-ok',
    parent: 'keyclient',
    path: 'ritorno-fm-ok',
    keepPendingRedirect: true,
    body: body('Pagamento di fine mese completato'),
  },
  { name: 'ritorno-ko', parent: 'keyclient', path: 'ritorno-ko', body: body('Pagamento non riuscito') },
];

function setup(
  path: string,
  user: EngineUser | null,
  prepare?: (engine: ReturnType<typeof createTestEngine>) => void,
  auth?: AuthProvider,
) {
  const engine = createTestEngine({ user, labels: itIT, auth });
  prepare?.(engine);
  const tree = buildScreenTree(
    screens.map((screen) => ({ file: `screens/${screen.name}.screen.json`, screen })),
  );
  const Layout = ({ children }: { children: ReactNode }) => <div data-testid="layout">{children}</div>;
  const { routes } = createScreenRoutes({
    tree,
    registry: createRegistry<WidgetComponent>([text, never]),
    runtime: engine.runtime,
    product: 'overins',
    layouts: { default: Layout, empty: Layout, cart: Layout, submenu: Layout },
    errorElement: <RouteErrorPage />,
    notFound: <p>Pagina non trovata</p>,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <engine.Provider>
      <RouterProvider router={router} />
    </engine.Provider>,
  );
  return { router, engine };
}

afterEach(() => vi.unstubAllEnvs());

describe('routes built from screens', () => {
  // First in the file: React Router warns once per module, so a later test would see nothing.
  it('the first load renders without the router warning about a missing HydrateFallback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup('/login', null);
    await view.findByText('Accedi al portale');
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    warn.mockRestore();
  });

  it('the root redirects to the cart categories', async () => {
    const { router } = setup('/', demoUsers.agenzia);
    await view.findByText('Categorie');
    expect(router.state.location.pathname).toBe('/carrello/carrelloCategorie');
  });

  it('a redirect whose target is not allowed goes to the first allowed screen', async () => {
    const { router } = setup('/', demoUsers.fornitore);
    await view.findByText('Acquisti polizze');
    expect(router.state.location.pathname).toBe('/myoverins/acquistiPolizze');
  });

  it('signed out: login with the full path as returnUrl; the root gets none', async () => {
    const deep = setup('/myoverins/tuoiAcquisti?page=2', null);
    await view.findByText('Accedi al portale');
    expect(deep.router.state.location.pathname + deep.router.state.location.search).toBe(
      '/login?returnUrl=%2Fmyoverins%2FtuoiAcquisti%3Fpage%3D2',
    );
  });

  it('a denied route logs the user out and goes to login', async () => {
    const { router, engine } = setup('/carrello/carrelloCategorie', demoUsers.moroso);
    await view.findByText('Accedi al portale');
    expect(router.state.location.search).toBe('?returnUrl=%2Fcarrello%2FcarrelloCategorie');
    expect(engine.services().session.user).toBeNull();
  });

  it('the redirectTo of start-up is followed on the first navigation', async () => {
    const { router } = setup('/carrello/carrelloCategorie', demoUsers.agenzia, (engine) => {
      engine.runtime.session.takeRedirect = vi.fn().mockReturnValueOnce('tuoiAcquisti').mockReturnValue(null);
    });
    await view.findByText('I tuoi acquisti');
    expect(router.state.location.pathname).toBe('/myoverins/tuoiAcquisti');
  });

  it('redirectTo is followed on a screen without keepPendingRedirect', async () => {
    const { router } = setup('/keyclient/ritorno-ko', demoUsers.moroso, (engine) => {
      engine.runtime.session.takeRedirect = vi.fn().mockReturnValueOnce('tuoiAcquisti').mockReturnValue(null);
    });
    await view.findByText('I tuoi acquisti');
    expect(router.state.location.pathname).toBe('/myoverins/tuoiAcquisti');
  });

  it('redirectTo is not followed on a screen marked keepPendingRedirect (ritorno-fm-ok)', async () => {
    const fm = setup('/keyclient/ritorno-fm-ok', demoUsers.moroso, (engine) => {
      engine.runtime.session.takeRedirect = vi.fn().mockReturnValueOnce('tuoiAcquisti').mockReturnValue(null);
    });
    await view.findByText('Pagamento di fine mese completato');
    expect(fm.router.state.location.pathname).toBe('/keyclient/ritorno-fm-ok');
  });

  it('reads the user again on each navigation: rights changed meanwhile decide the guard', async () => {
    const paid = { ...demoUsers.moroso, attributes: { ...demoUsers.moroso.attributes, mustPay: false } };
    const { router, engine } = setup('/keyclient/ritorno-ko', demoUsers.moroso, (e) => {
      e.runtime.session.refreshUser = vi.fn(async () => {
        e.runtime.store.getState().set({ user: paid });
        return paid;
      });
    });
    await view.findByText('Pagamento non riuscito');
    // Signed in with mustPay, the cart would sign the user out; the server now says it has paid.
    await router.navigate('/carrello/carrelloCategorie');
    await view.findByText('Categorie');
    expect(engine.runtime.session.refreshUser).toHaveBeenCalledWith({ background: true });
    expect(engine.services().session.user).toEqual(paid);
  });

  it('sign-in to the first screen reads the user once: `/` and its redirect reuse the read of sign-in', async () => {
    const whoAmI = vi.fn(async () => ({ user: demoUsers.agenzia, redirectTo: null }));
    const auth = { ...testAuth, whoAmI };
    const { router, engine } = setup('/login', null, undefined, auth);
    await view.findByText('Accedi al portale');
    // As the sign-in form does: the token, the user info, then the returnUrl (`/` by default).
    await engine.runtime.session.login('nuovo-token');
    await router.navigate('/', { replace: true });
    await view.findByText('Categorie');
    expect(router.state.location.pathname).toBe('/carrello/carrelloCategorie');
    expect(whoAmI).toHaveBeenCalledTimes(1);
    // The next navigation is the user's own: it reads the rights again.
    await router.navigate('/myoverins/tuoiAcquisti');
    await view.findByText('I tuoi acquisti');
    expect(whoAmI).toHaveBeenCalledTimes(2);
  });

  it('sign-in whose answer carries the user info reaches the first screen without asking who is signed in', async () => {
    const whoAmI = vi.fn(async () => ({ user: demoUsers.agenzia, redirectTo: null }));
    const whoAmIOfSignIn = () => ({ user: demoUsers.agenzia, redirectTo: null });
    const { router, engine } = setup('/login', null, undefined, { ...testAuth, whoAmI, whoAmIOfSignIn });
    await view.findByText('Accedi al portale');
    await engine.runtime.session.login('nuovo-token', { data: { token: 'nuovo-token' } });
    await router.navigate('/', { replace: true });
    await view.findByText('Categorie');
    expect(whoAmI).not.toHaveBeenCalled();
  });

  it('a read of sign-in older than the fresh window is not reused', async () => {
    const whoAmI = vi.fn(async () => ({ user: demoUsers.agenzia, redirectTo: null }));
    const { router, engine } = setup('/login', null, undefined, { ...testAuth, whoAmI });
    await view.findByText('Accedi al portale');
    await engine.runtime.session.login('nuovo-token');
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + FRESH_USER_MS + 1);
    await router.navigate('/carrello/carrelloCategorie', { replace: true });
    await view.findByText('Categorie');
    clock.mockRestore();
    expect(whoAmI).toHaveBeenCalledTimes(2);
  });

  it('/keyclient opens its failure return', async () => {
    const { router } = setup('/keyclient', demoUsers.agenzia);
    await view.findByText('Pagamento non riuscito');
    expect(router.state.location.pathname).toBe('/keyclient/ritorno-ko');
  });

  it('a screen chunk not loaded after 120 s is the chunk-load error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { engine } = setup('/lenta', demoUsers.agenzia);
      await vi.waitFor(() => expect(engine.runtime.busy.getState().forced).toBe(1));
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
      expect((await view.findByTestId('error-detail')).textContent).toBe(
        'Caricamento del codice di «lenta» non completato dopo 120 secondi',
      );
      expect(
        view.getByText('Impossibile caricare la pagina: controlla la connessione e riprova.'),
      ).toBeTruthy();
      expect(engine.runtime.busy.getState().forced).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('unknown widget in development: an error naming the screen and the JSON path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup('/rotta', demoUsers.agenzia);
    expect((await view.findByTestId('error-detail')).textContent).toMatch(
      /^Widget sconosciuto: Unknown widget "testo" in screen "rotta" at \/body: /,
    );
  });

  it('unknown widget in production: a visible Italian fallback', async () => {
    vi.stubEnv('DEV', false);
    setup('/rotta', demoUsers.agenzia);
    expect((await view.findByRole('status')).textContent).toContain(
      'Questa parte della pagina non è disponibile',
    );
  });
});
