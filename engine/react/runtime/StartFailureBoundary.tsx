import { Component, type ContextType, type ReactNode } from 'react';
import { engineText } from '../../core/messages';
import { RuntimeContext } from './RuntimeContext';

interface State {
  failed: boolean;
}

/**
 * Around what loads after the first paint and outside any route (the router, the screen files): when
 * its code cannot be loaded the page says so in the app's words and offers a reload, instead of going blank.
 * Plain Bootstrap markup, so the first load carries no component library for a rare page.
 */
export class StartFailureBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = RuntimeContext;
  declare context: ContextType<typeof RuntimeContext>;
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Without a runtime (it failed to start) the engine's own defaults still say what happened.
    const t = (key: string) => this.context?.t(key) ?? engineText(key);
    return (
      <main className="container py-5">
        <div role="alert" className="alert alert-danger">
          <h1 className="alert-heading h4">{t('msg.erroreGenerico')}</h1>
          <p className="mb-2">{t('msg.erroreCaricamento')}</p>
          <button type="button" className="btn btn-outline-danger" onClick={() => window.location.reload()}>
            {t('generico.ricarica')}
          </button>
        </div>
      </main>
    );
  }
}
