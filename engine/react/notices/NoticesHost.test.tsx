import { act, render, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { noticesDue, type EngineNotice } from '../../core/notices';
import { createRegistry } from '../../core/registry';
import type { Screen } from '../../core/screens';
import { buildScreenTree } from '../../core/screens/buildScreenTree';
import { createScreenRoutes } from '../router/createScreenRoutes';
import { RouteErrorPage } from '../router/RouteErrorPage';
import type { AuthProvider, EngineUser } from '../runtime/authProvider';
import { createTestEngine, demoUsers } from '../testing/createTestEngine';
import { defineWidget, type WidgetComponent, type WidgetComponentProps } from '../widgets/defineWidget';
import type { NoticeDialogProps } from './NoticesHost';
import type { NoticePlace, NoticesProvider } from './noticesProvider';

function Text({ props }: WidgetComponentProps<{ text: string }>) {
  return <p>{props.text}</p>;
}
const text = defineWidget<{ text: string }>({
  name: 'text',
  props: { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false },
  component: lazy(async () => ({ default: Text })),
});
const body = (t: string) => ({ widget: 'text', props: { text: t } });
const screens: Screen[] = [
  { name: 'inizio', path: '/', popupPosition: 1, redirect: 'carrello' },
  { name: 'accesso', path: '/accesso', popupPosition: 1, body: body('Accesso') },
  { name: 'carrello', path: '/carrello', popupPosition: 2, body: body('Carrello') },
  { name: 'prodotto', path: '/prodotto/:codice', popupPosition: 3, body: body('Prodotto') },
  { name: 'altro', path: '/altro', body: body('Altro') },
];

const notice = (key: string, position: number, repeat: EngineNotice['repeat'] = 'always'): EngineNotice => ({
  key,
  position,
  repeat,
  app: { title: `Avviso ${key}` },
});

/** A dialog showing the notice's key, with a button per answer. */
function TestDialog({ notice: n, onClose, onConfirm, onDontShowAgain }: NoticeDialogProps) {
  return (
    <div role="dialog" aria-label={n.key}>
      <button onClick={onClose}>Chiudi</button>
      <button onClick={() => void onConfirm()}>Conferma</button>
      <button onClick={() => void onDontShowAgain()}>Non mostrare</button>
    </div>
  );
}

function setup(
  path: string,
  due: EngineNotice[],
  options: { appliesHere?: NoticesProvider['appliesHere'] } = {},
) {
  let me: EngineUser = demoUsers.agenzia;
  let current = due;
  const provider = {
    list: vi.fn(async () => current),
    confirm: vi.fn(async (_c: unknown, n: EngineNotice) => {
      current = current.filter((x) => x.key !== n.key);
    }),
    dontShowAgain: vi.fn(async (_c: unknown, n: EngineNotice) => {
      current = current.filter((x) => x.key !== n.key);
    }),
    appliesHere: options.appliesHere,
  } satisfies NoticesProvider;
  const auth = { whoAmI: async () => ({ user: me, redirectTo: null }) } as unknown as AuthProvider;
  const engine = createTestEngine({ user: me, notices: provider, auth });
  const tree = buildScreenTree(
    screens.map((screen) => ({ file: `screens/${screen.name}.screen.json`, screen })),
  );
  const Layout = ({ children }: { children: ReactNode }) => <div>{children}</div>;
  const { routes } = createScreenRoutes({
    tree,
    registry: createRegistry<WidgetComponent>([text]),
    runtime: engine.runtime,
    product: 'overins',
    layouts: { default: Layout, empty: Layout, cart: Layout, submenu: Layout },
    errorElement: <RouteErrorPage />,
    notFound: <p>Pagina non trovata</p>,
    noticeDialog: TestDialog,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <engine.Provider>
      <RouterProvider router={router} />
    </engine.Provider>,
  );
  return {
    router,
    provider,
    engine,
    setMe: (user: EngineUser) => (me = user),
    setDue: (next: EngineNotice[]) => (current = next),
  };
}

const shown = () => view.queryAllByRole('dialog').map((d) => d.getAttribute('aria-label'));

describe('noticesDue', () => {
  it('keeps the notices of the position not yet seen in this opening, in order', () => {
    const all = [notice('a', 2), notice('b', 4), notice('c', 2), notice('d', 2)];
    expect(noticesDue(all, 2, new Set(['c'])).map((n) => n.key)).toEqual(['a', 'd']);
    expect(noticesDue(all, null, new Set())).toEqual([]);
    expect(noticesDue(all, 2, new Set(), (n) => n.key !== 'a').map((n) => n.key)).toEqual(['c', 'd']);
  });
});

describe('NoticesHost', () => {
  it('opens the notices of the page’s position one after another, none of other positions', async () => {
    setup('/carrello', [notice('uno', 2), notice('mio', 4), notice('due', 2)]);
    await view.findByText('Carrello');
    await waitFor(() => expect(shown()).toEqual(['uno']));
    await userEvent.click(view.getByRole('button', { name: 'Chiudi' }));
    expect(shown()).toEqual(['due']);
    await userEvent.click(view.getByRole('button', { name: 'Chiudi' }));
    expect(shown()).toEqual([]);
  });

  it('a page without a position shows nothing and loads nothing', async () => {
    const { provider } = setup('/altro', [notice('uno', 2)]);
    await view.findByText('Altro');
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(shown()).toEqual([]);
    expect(provider.list).not.toHaveBeenCalled();
  });

  it('an `always` notice shows once per opening: not again while the user stays, again on coming back', async () => {
    const { router, setMe } = setup('/carrello', [notice('sempre', 2)]);
    await waitFor(() => expect(shown()).toEqual(['sempre']));
    await userEvent.click(view.getByRole('button', { name: 'Chiudi' }));
    // The user info changes while the user stays: the notices reload, the closed one stays closed.
    setMe({ ...demoUsers.agenzia, displayName: 'Agenzia rinominata' });
    await act(() => router.navigate('/carrello?pagina=2'));
    expect(shown()).toEqual([]);
    await act(() => router.navigate('/altro'));
    await act(() => router.navigate('/carrello'));
    await waitFor(() => expect(shown()).toEqual(['sempre']));
  });

  it('a confirmation and a do-not-show-again answer, reload the notices and open the next one', async () => {
    const { provider } = setup('/carrello', [
      notice('leggi', 2, 'until-confirmed'),
      notice('basta', 2, 'until-dismissed'),
    ]);
    await waitFor(() => expect(shown()).toEqual(['leggi']));
    expect(provider.list).toHaveBeenCalledTimes(1);
    await userEvent.click(view.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(shown()).toEqual(['basta']));
    expect(provider.confirm).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ key: 'leggi' }),
    );
    await waitFor(() => expect(provider.list).toHaveBeenCalledTimes(2));
    await userEvent.click(view.getByRole('button', { name: 'Non mostrare' }));
    await waitFor(() => expect(shown()).toEqual([]));
    expect(provider.dontShowAgain).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ key: 'basta' }),
    );
    await waitFor(() => expect(provider.list).toHaveBeenCalledTimes(3));
  });

  it('reloads when the user info changes, not on every guarded navigation', async () => {
    const { router, provider, setMe, setDue } = setup('/carrello', []);
    await view.findByText('Carrello');
    await waitFor(() => expect(provider.list).toHaveBeenCalledTimes(1));
    // Each guarded navigation reads the user info again: the same info reloads nothing.
    await act(() => router.navigate('/accesso'));
    await act(() => router.navigate('/carrello'));
    expect(provider.list).toHaveBeenCalledTimes(1);
    // A published notice arrives with the next change of the user info.
    setDue([notice('nuovo', 2)]);
    setMe({ ...demoUsers.agenzia, permissions: [...demoUsers.agenzia.permissions, 'NUOVO'] });
    await act(() => router.navigate('/carrello?x=1'));
    await waitFor(() => expect(provider.list).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(shown()).toEqual(['nuovo']));
  });

  it('asks the provider whether a notice applies to the page, with the route’s parameters', async () => {
    const places: NoticePlace[] = [];
    setup('/prodotto/P7?pacchetto=12', [notice('p7', 3), notice('p9', 3)], {
      appliesHere: (n, place) => {
        places.push(place);
        return n.key === String(place.params.codice).toLowerCase();
      },
    });
    await waitFor(() => expect(shown()).toEqual(['p7']));
    expect(places[0]).toEqual({ screen: 'prodotto', position: 3, params: { codice: 'P7', pacchetto: '12' } });
    await userEvent.click(view.getByRole('button', { name: 'Chiudi' }));
    expect(shown()).toEqual([]);
  });
});

describe('NoticesHost and redirects', () => {
  it('a screen without a body that redirects carries its position: its notices open first on the page it leads to', async () => {
    const { router } = setup('/', [notice('carrello', 2), notice('accesso', 1)]);
    await waitFor(() => expect(shown()).toEqual(['accesso']));
    expect(router.state.location.pathname).toBe('/carrello');
    await userEvent.click(view.getByRole('button', { name: 'Chiudi' }));
    expect(shown()).toEqual(['carrello']);
    await userEvent.click(view.getByRole('button', { name: 'Chiudi' }));
    // Coming back straight to the page: its own position only.
    await act(() => router.navigate('/altro'));
    await act(() => router.navigate('/carrello'));
    await waitFor(() => expect(shown()).toEqual(['carrello']));
  });
});
