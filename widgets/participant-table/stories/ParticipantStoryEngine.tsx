import type { Decorator } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { storyLabels } from '../../../.storybook/storyEngine';
import {
  createTestEngine,
  demoUsers,
  routeFetch,
  type RouteAnswer,
} from '../../../engine/react/testing/createTestEngine';
import { catalogoApi } from '../../shopping/stories/catalogoApi';
import { tripState, type TripState } from '../../shopping/tripState';
import { Toasts } from '../../toasts/Toasts';

type Engine = ReturnType<typeof createTestEngine>;

/** The last engine a participants story made, for tests to read its toasts and trip state. */
export let lastParticipantEngine: Engine | null = null;
export const lastParticipantTrip = (): TripState => tripState.of(lastParticipantEngine!.runtime).getState();

/** Every call the stories' fake server received: 'METHOD path' and the multipart parts it carried. */
export const participantCalls: Array<{ key: string; files: Record<string, string> }> = [];

/**
 * Records a call with the names of the files it uploads. The shopping stories' engine reads every
 * body as JSON, which a multipart upload is not; hence this story-local one on the same fake server.
 */
function recording(api: Record<string, RouteAnswer>): typeof fetch {
  const inner = routeFetch(api);
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, '')}`;
    const files: Record<string, string> = {};
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.clone().formData();
      form.forEach((value, name) => {
        files[name] = typeof value === 'string' ? value : value.name;
      });
    }
    participantCalls.push({ key, files });
    return inner(request);
  };
}

function ShownToasts({ engine }: { engine: Engine }) {
  const toasts = useStore(engine.runtime.toasts, (s) => s.toasts);
  return (
    <Toasts
      toasts={toasts.map((toast) => ({ ...toast, id: String(toast.id) }))}
      onClose={(id) => engine.runtime.toasts.getState().dismiss(Number(id))}
    />
  );
}

/** The shopping stories' setting (agency user, fake carrello server, `parameters.trip`) with uploads recorded. */
export const withParticipantStoryEngine: Decorator = (Story, { parameters }) => {
  const api = (parameters.api as Record<string, RouteAnswer> | undefined) ?? {};
  const trip = (parameters.trip as Partial<TripState> | undefined) ?? {};
  return <ParticipantStory api={api} trip={trip} Story={Story} />;
};

function ParticipantStory({
  api,
  trip,
  Story,
}: {
  api: Record<string, RouteAnswer>;
  trip: Partial<TripState>;
  Story: () => React.ReactNode;
}) {
  const engine = useMemo(() => {
    const created = createTestEngine({
      user: demoUsers.agenzia,
      labels: storyLabels,
      fetch: recording({ ...catalogoApi(), ...api }),
      initialPath: '/carrello/infoProdotto',
    });
    tripState.of(created.runtime).getState().set(trip);
    return created;
  }, [api, trip]);
  lastParticipantEngine = engine;
  return (
    <engine.Provider>
      <div className="p-3">
        <Story />
      </div>
      <ShownToasts engine={engine} />
    </engine.Provider>
  );
}
