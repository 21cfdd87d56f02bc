import { fireEvent, render, screen as view, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../core/registry';
import { buildScreenTree } from '../../core/screens/buildScreenTree';
import type { Screen } from '../../core/screens';
import { itIT } from '../../../schemas/catalogues/labelTexts';
import { createTestEngine, demoUsers } from '../testing/createTestEngine';
import {
  defineWidget,
  lazyWidget,
  type WidgetComponent,
  type WidgetComponentProps,
  type WidgetFunction,
} from '../widgets/defineWidget';
import { createScreenRoutes } from './createScreenRoutes';
import { PreloadOnIntent, usePreloadWhenIdle } from './PreloadOnIntent';
import { RouteErrorPage } from './RouteErrorPage';

const NO_PROPS = { type: 'object', additionalProperties: false } as const;

/** A widget whose code load is a spy, resolved at once: what the router asked for shows in `load`. */
function spiedWidget(name: string, render: WidgetFunction<Record<string, never>>) {
  const load = vi.fn(async () => ({ default: render }));
  return {
    load,
    widget: defineWidget({ name, props: NO_PROPS, children: true, component: lazyWidget(load) }),
  };
}

/** A page that leads to `prodotto` most of the time, once its data are in. */
const Lista = () => {
  usePreloadWhenIdle('prodotto');
  return <p>Lista</p>;
};

const Page = ({ children }: WidgetComponentProps<Record<string, never>>) => (
  <section>Pagina {children}</section>
);
const Part = () => <p>Parte</p>;

describe('lazyWidget', () => {
  it('loads its code once, whether preloaded or rendered', async () => {
    const load = vi.fn(async () => ({ default: Part }));
    const Component = lazyWidget(load);
    await Promise.all([Component.preload(), Component.preload()]);
    render(<Component props={{} as never} screen={{ name: 's', path: '/s' }} node={{ widget: 'x' }} />);
    await view.findByText('Parte');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed preload, so the render is not doomed by it', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Part });
    const Component = lazyWidget(load);
    await expect(Component.preload()).rejects.toThrow('offline');
    render(<Component props={{} as never} screen={{ name: 's', path: '/s' }} node={{ widget: 'x' }} />);
    await view.findByText('Parte');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('screen preloading', () => {
  const screens: Screen[] = [
    { name: 'home', path: '/', redirect: 'prodotto' },
    { name: 'login', path: '/login', layout: 'empty', anonymous: true, body: { widget: 'altro' } },
    { name: 'lista', path: '/lista', body: { widget: 'lista' } },
    { name: 'carrello', path: '/carrello', layout: 'cart', redirect: 'prodotto' },
    {
      name: 'prodotto',
      parent: 'carrello',
      path: 'prodotto',
      body: { widget: 'pagina', children: [{ widget: 'parte' }, { widget: 'parte' }] },
    },
  ];

  function setup(path: string, refreshUser?: () => Promise<never>) {
    // Fresh widgets each test: a lazyWidget keeps its code once loaded.
    const page = spiedWidget('pagina', Page);
    const part = spiedWidget('parte', Part);
    const other = spiedWidget('altro', Part);
    const lista = spiedWidget('lista', Lista);
    const engine = createTestEngine({ user: demoUsers.agenzia, labels: itIT });
    if (refreshUser) engine.runtime.session.refreshUser = vi.fn(refreshUser);
    const tree = buildScreenTree(screens.map((screen) => ({ file: `${screen.name}.screen.json`, screen })));
    const Layout = ({ children }: { children: ReactNode }) => <div>{children}</div>;
    const cart = Object.assign(({ children }: { children: ReactNode }) => <div>{children}</div>, {
      preload: vi.fn(async () => undefined),
    });
    const built = createScreenRoutes({
      tree,
      registry: createRegistry<WidgetComponent>([page.widget, part.widget, other.widget, lista.widget]),
      runtime: engine.runtime,
      product: 'overins',
      layouts: { default: Layout, empty: Layout, cart, submenu: Layout },
      errorElement: <RouteErrorPage />,
      notFound: <p>Pagina non trovata</p>,
    });
    const router = createMemoryRouter(built.routes, { initialEntries: [path] });
    render(
      <engine.Provider>
        <RouterProvider router={router} />
      </engine.Provider>,
    );
    return { router, cart, page, part, preloadScreen: built.preloadScreen };
  }

  it('a navigation asks for the layout and every widget of the screen, children included, before the user is read', async () => {
    // The guard's read of the user never ends: whatever loads, loads beside it, not after it.
    const { router, cart, page, part } = setup('/login', () => new Promise<never>(() => undefined));
    await view.findByText('Parte');
    void router.navigate('/carrello/prodotto');
    await vi.waitFor(() => expect(page.load).toHaveBeenCalledTimes(1));
    expect(part.load).toHaveBeenCalledTimes(1);
    expect(cart.preload).toHaveBeenCalled();
    expect(view.queryByText(/Pagina/)).toBeNull();
  });

  it('preloadScreen follows a screen without a body to where it redirects, by path or by name', async () => {
    const { preloadScreen, cart, page, part } = setup('/login');
    await view.findByText('Parte');
    preloadScreen('/');
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(part.load).toHaveBeenCalledTimes(1);
    expect(cart.preload).toHaveBeenCalled();
    preloadScreen('prodotto');
    preloadScreen('https://elsewhere.example/carrello/prodotto');
    preloadScreen('nessuna');
    // The same code is asked for once (lazyWidget keeps it): the calls add nothing.
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it('a page names the screen it leads to: its code loads once the browser idles (usePreloadWhenIdle)', async () => {
    const idle = vi.fn((run: IdleRequestCallback) => {
      run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    const before = window.requestIdleCallback;
    window.requestIdleCallback = idle;
    try {
      const { page, part } = setup('/lista');
      await view.findByText('Lista');
      // The page asks from an effect, which may run after its text is on screen.
      await waitFor(() => expect(idle).toHaveBeenCalled());
      await waitFor(() => expect(part.load).toHaveBeenCalledTimes(1));
      expect(page.load).toHaveBeenCalledTimes(1);
    } finally {
      window.requestIdleCallback = before;
    }
  });

  it('pointing at a marked element starts its screen’s code; the page’s intent listener is mounted by the router', async () => {
    const { router, page } = setup('/login');
    await view.findByText('Parte');
    const marked = document.createElement('button');
    marked.dataset.preloadScreen = 'prodotto';
    document.body.append(marked);
    try {
      fireEvent.pointerOver(marked);
      expect(page.load).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/login');
    } finally {
      marked.remove();
    }
  });
});

describe('PreloadOnIntent', () => {
  function setup() {
    const preload = vi.fn();
    render(
      <>
        <PreloadOnIntent preload={preload} />
        <a href="/carrello/prodotto">
          <span>Link</span>
        </a>
        <button type="button" data-preload-screen="listaProdotti">
          <span>Scheda</span>
        </button>
        <form onSubmit={(e) => e.preventDefault()}>
          <input aria-label="Nome utente" />
          <button type="submit" data-preload-screen="/">
            Accedi
          </button>
        </form>
        <p>Testo</p>
      </>,
    );
    return preload;
  }

  it('pointing at, focusing or touching a link or a marked element asks for its screen, once in a row', () => {
    const preload = setup();
    fireEvent.pointerOver(view.getByText('Scheda'));
    fireEvent.pointerOver(view.getByText('Scheda'));
    expect(preload.mock.calls).toEqual([['listaProdotti']]);
    fireEvent.focusIn(view.getByText('Link'));
    fireEvent.touchStart(view.getByText('Scheda'));
    expect(preload.mock.calls).toEqual([['listaProdotti'], ['/carrello/prodotto'], ['listaProdotti']]);
    fireEvent.pointerOver(view.getByText('Testo'));
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it('submitting a form asks for the screen its submit button names (sign-in by the Enter key)', () => {
    const preload = setup();
    // Focusing a field of the form is not yet an intent to submit it.
    fireEvent.focusIn(view.getByLabelText('Nome utente'));
    expect(preload).not.toHaveBeenCalled();
    fireEvent.submit(view.getByLabelText('Nome utente').closest('form')!);
    expect(preload.mock.calls).toEqual([['/']]);
  });
});
