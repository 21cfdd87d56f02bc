import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { StoryEngineProvider, storyLabels } from '../../.storybook/storyEngine';
import { createTestEngine, demoUsers, routeFetch } from '../../engine/react/testing/createTestEngine';
import { LiveMessages, MessagesBell } from './Messages';
import * as stories from './Messages.stories';
import { markReadCalls } from './stories/withMessagesStory';

const { ConMessaggi, Vuoto } = composeStories(stories, preview);

beforeEach(() => {
  markReadCalls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Messages', () => {
  it('shows the unread count; the dialog lists dates and marks unread not by colour alone; closing marks them read', async () => {
    render(<ConMessaggi />);
    const bell = await screen.findByRole('button', { name: 'Messaggi: 2 non letti' });
    expect(screen.getByTestId('messages-count').textContent).toBe('2');
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Messaggi' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Pagamento di 120,50 € ricevuto');
    expect(items[0]!.textContent).toMatch(/\d{2}\/\d{2}\/2026 \d{2}:\d{2}/);
    expect(items[0]!.className).toContain('fw-bold');
    expect(items[0]!.querySelector('.visually-hidden')!.textContent).toContain('non letto');
    expect(items[2]!.querySelector('.visually-hidden')).toBeNull();

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[0]!);
    await waitFor(() => expect(markReadCalls).toEqual([{ itemIDs: [3, 2] }]));
    await screen.findByRole('button', { name: 'Messaggi: 0 non letti' });
  });

  it('says so when there are no messages, and posts nothing on close', async () => {
    render(<Vuoto />);
    fireEvent.click(await screen.findByRole('button', { name: 'Messaggi: 0 non letti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Messaggi' });
    expect(dialog.textContent).toContain('Nessun messaggio presente');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(markReadCalls).toEqual([]);
  });

  it('names one unread message in the singular', () => {
    render(
      <StoryEngineProvider>
        <MessagesBell unread={1} onOpen={() => {}} />
      </StoryEngineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Messaggi: 1 non letto' })).toBeTruthy();
  });

  it('polls at the interval the server sends, not while the dialog is open; a failed poll shows nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    let fail = false;
    const engine = createTestEngine({
      user: demoUsers.agenzia,
      labels: storyLabels,
      fetch: routeFetch({
        'GET carrello/message': () => {
          calls += 1;
          if (fail) return new Response('{}', { status: 500 });
          // The first answer configures nothing (the spec's 30 s); the next ones say 2 s.
          return calls === 1 ? { data: [] } : { data: [], intervalloMs: 2000 };
        },
      }),
    });
    render(
      <engine.Provider>
        <LiveMessages />
      </engine.Provider>,
    );
    await waitFor(() => expect(calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(calls).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    await waitFor(() => expect(calls).toBe(3));

    fireEvent.click(screen.getByRole('button', { name: 'Messaggi: 0 non letti' }));
    await screen.findByRole('dialog', { name: 'Messaggi' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toBe(3);

    fail = true;
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Chiudi' })[0]!);
    await waitFor(() => expect(calls).toBe(4));
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    await waitFor(() => expect(calls).toBe(5));
    expect(engine.toasts()).toEqual([]);
  });
});
