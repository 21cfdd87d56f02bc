import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sourceQueryKey, useDataSource, useSourceMutation } from '../../engine/react/data';

/** Spec 2 §3 User message. */
export interface UserMessage {
  itemID: number;
  message: string;
  hasBeenRead: boolean;
  creationDate: string;
}

/** GET carrello/message: the messages, and how often to read them again (the server's configuration). */
export interface MessagesAnswer {
  data: UserMessage[];
  intervalloMs?: number;
}

/** Spec 2 §9: messages are polled every 30,000 ms; the server may configure another interval. */
export const MESSAGES_POLL_MS = 30_000;

export const MESSAGES_PATH = 'carrello/message';
export const MESSAGES_KEY = sourceQueryKey(MESSAGES_PATH, {});

const readAnswer = (raw: unknown): MessagesAnswer => {
  const body = raw as Partial<MessagesAnswer> | undefined;
  return {
    data: Array.isArray(body?.data) ? body.data : [],
    ...(typeof body?.intervalloMs === 'number' ? { intervalloMs: body.intervalloMs } : {}),
  };
};

/**
 * The user's messages, polled in the background (no busy overlay; failures only logged, spec 2 §8)
 * every `intervalloMs` the server sends (30,000 ms unless configured), with TanStack's timer;
 * `paused` (the dialog is open) stops the polling. The browser revalidates with the server's ETag, so
 * a poll with nothing new is a 304.
 */
export function useMessages(paused: boolean): UseQueryResult<MessagesAnswer> {
  const [every, setEvery] = useState(MESSAGES_POLL_MS);
  const query = useDataSource<MessagesAnswer>({ path: MESSAGES_PATH }, undefined, {
    background: true,
    select: readAnswer,
    refetchInterval: paused ? false : every,
  });
  // The interval comes with the answer; until the first one, the spec's.
  const configured = query.data?.intervalloMs;
  useEffect(() => {
    if (configured !== undefined && configured >= 1000) setEvery(configured);
  }, [configured]);
  return query;
}

/** POST carrello/message with the ids read: in the background, then the list reloads. */
export function useMarkRead() {
  return useSourceMutation<{ itemIDs: number[] }, { data: { segnati: number } }>({
    method: 'post',
    path: MESSAGES_PATH,
    background: true,
    invalidates: [MESSAGES_KEY],
  });
}
