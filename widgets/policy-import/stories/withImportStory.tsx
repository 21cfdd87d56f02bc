import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { storyLabels } from '../../../.storybook/storyEngine';
import { createTestEngine, demoUsers } from '../../../engine/react/testing/createTestEngine';
import { Toasts } from '../../toasts/Toasts';
import { importApi, type ImportApiOptions } from './importApi';

type Engine = ReturnType<typeof createTestEngine>;

/** The last engine an import story made, for tests to read its toasts and cart panel. */
export let lastImportEngine: Engine | null = null;

function ShownToasts({ engine }: { engine: Engine }) {
  const toasts = useStore(engine.runtime.toasts, (s) => s.toasts);
  return (
    <Toasts
      toasts={toasts.map((toast) => ({ ...toast, id: String(toast.id) }))}
      onClose={(id) => engine.runtime.toasts.getState().dismiss(Number(id))}
    />
  );
}

function ImportStory({ options, children }: { options: ImportApiOptions; children: ReactNode }) {
  const engine = useMemo(() => {
    const made = createTestEngine({
      user: demoUsers.agenzia,
      labels: storyLabels,
      fetch: importApi(options),
    });
    lastImportEngine = made;
    return made;
  }, [options]);
  return (
    <engine.Provider>
      <div className="p-3">{children}</div>
      <ShownToasts engine={engine} />
    </engine.Provider>
  );
}

/** The real engine (background client, data hooks, Italian catalogue) over a fake import server. */
export const withImportStory: Decorator = (Story, { parameters }) => (
  <ImportStory options={(parameters.importApi as ImportApiOptions | undefined) ?? {}}>
    <Story />
  </ImportStory>
);
