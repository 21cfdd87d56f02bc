import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestEngine } from '../testing/createTestEngine';
import { StartFailureBoundary } from './StartFailureBoundary';

/** The boundary around a lazily loaded router, as App.tsx has it. */
function renderAround(Router: ComponentType, labels?: Record<string, string>) {
  const { Provider } = createTestEngine({ labels });
  render(
    <Provider>
      <StartFailureBoundary>
        <Suspense fallback={<p>Caricamento in corso…</p>}>
          <Router />
        </Suspense>
      </StartFailureBoundary>
    </Provider>,
  );
}

describe('StartFailureBoundary', () => {
  it('says in Italian that the page could not be loaded, and offers a reload', async () => {
    const failed = Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: /assets/screens.js'),
    );
    failed.catch(() => undefined);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAround(
        lazy(() => failed as Promise<{ default: () => null }>),
        {
          'msg.erroreCaricamento': 'Impossibile caricare la pagina: controlla la connessione e riprova.',
          'generico.ricarica': 'Ricarica la pagina',
        },
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        'Impossibile caricare la pagina: controlla la connessione e riprova.',
      );
      expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });

  it('shows what it wraps while that loads and renders', async () => {
    renderAround(lazy(async () => ({ default: () => <p>Router pronto</p> })));
    expect(await screen.findByText('Router pronto')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
