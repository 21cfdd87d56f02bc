import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { storyLabels } from '../../../.storybook/storyEngine';
import { createTestEngine, demoUsers, routeFetch } from '../../../engine/react/testing/createTestEngine';
import type { UserMessage } from '../messagesQueries';

export interface MessagesStoryParameters {
  messages: UserMessage[];
  /** The interval the fake server sends with the messages. */
  intervalloMs?: number;
}

/** Every mark-read body the stories' fake server received, for tests. */
export const markReadCalls: Array<{ itemIDs: number[] }> = [];

/** A fake `carrello/message`: a fresh copy of the messages per mount, marked read as the server would. */
export function messagesApi({ messages, intervalloMs = 30_000 }: MessagesStoryParameters) {
  const rows = messages.map((m) => ({ ...m }));
  return routeFetch({
    'GET carrello/message': () => ({ data: rows.map((m) => ({ ...m })), intervalloMs }),
    'POST carrello/message': async (request: Request) => {
      const body = (await request.json()) as { itemIDs: number[] };
      markReadCalls.push(body);
      let segnati = 0;
      for (const m of rows)
        if (body.itemIDs.includes(m.itemID) && !m.hasBeenRead) {
          m.hasBeenRead = true;
          segnati += 1;
        }
      return { data: { segnati } };
    },
  });
}

function MessagesStory({
  parameters,
  children,
}: {
  parameters: MessagesStoryParameters;
  children: ReactNode;
}) {
  const engine = useMemo(
    () => createTestEngine({ user: demoUsers.agenzia, labels: storyLabels, fetch: messagesApi(parameters) }),
    [parameters],
  );
  return (
    <engine.Provider>
      <div className="p-3">{children}</div>
    </engine.Provider>
  );
}

/** The real engine (background client, data hooks, Italian catalogue) over a fake messages server. */
export const withMessagesStory: Decorator = (Story, { parameters }) => (
  <MessagesStory parameters={parameters.messages as MessagesStoryParameters}>
    <Story />
  </MessagesStory>
);
