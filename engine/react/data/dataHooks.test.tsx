import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../../core/query';
import { createTestEngine, demoUsers, jsonResponse } from '../testing/createTestEngine';
import { refusalOf, useDataSource, useListQuery, usePrefetchSource, useSourceMutation } from '.';

/** A fetch whose answers the test releases one by one, keeping every request it saw. */
function heldFetch() {
  const calls: Array<{ request: Request; answer(body: unknown, status?: number): void }> = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      calls.push({ request, answer: (body, status = 200) => resolve(jsonResponse(body, status)) });
    });
  };
  const url = (i: number) => {
    const u = new URL(calls[i]!.request.url);
    return `${calls[i]!.request.method} ${u.pathname.replace(/^\/api\//, '')}${u.search}`;
  };
  return { fetch, calls, url };
}

const pageOf = (page: number): ListQuery => ({ filter: null, sort: [], page, pageSize: 2, fullTextSearch: null });

describe('usePrefetchSource', () => {
  it('asks ahead in the background, and the widget that reads the same source and body finds that call', async () => {
    const server = heldFetch();
    const engine = createTestEngine({ user: demoUsers.agenzia, fetch: server.fetch });
    const prefetch = renderHook(() => usePrefetchSource(), { wrapper: engine.Provider }).result.current;
    act(() => {
      prefetch('my{product}/dettaglio/7');
      prefetch('carrello/confronta', {}, { body: { categoriaID: 2 } });
    });
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.url(0)).toBe('GET myoverins/dettaglio/7');
    expect(server.url(1)).toBe('POST carrello/confronta');
    // No busy overlay while the agent only points at something.
    expect(engine.runtime.busy.getState().pending).toBe(0);
    const detail = renderHook(() => useDataSource<{ n: number }>({ path: 'my{product}/dettaglio/7' }), {
      wrapper: engine.Provider,
    });
    const list = renderHook(() => useDataSource({ path: 'carrello/confronta' }, undefined, { body: { categoriaID: 2 } }), {
      wrapper: engine.Provider,
    });
    act(() => server.calls[0]!.answer({ n: 7 }));
    act(() => server.calls[1]!.answer({ items: [] }));
    await waitFor(() => expect(detail.result.current.data).toEqual({ n: 7 }));
    await waitFor(() => expect(list.result.current.data).toEqual({ items: [] }));
    expect(server.calls).toHaveLength(2);
  });
});

describe('useDataSource', () => {
  it('resolves {product}, sends the parameters and raises the busy overlay while pending', async () => {
    const server = heldFetch();
    const engine = createTestEngine({ user: demoUsers.agenzia, fetch: server.fetch });
    const { result } = renderHook(
      () => useDataSource<string[]>({ path: 'my{product}/nazioni', params: { q: 'it' } }, { n: [1, 2] }, {
        select: (raw) => (raw as { items: string[] }).items,
      }),
      { wrapper: engine.Provider },
    );
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.url(0)).toBe('GET myoverins/nazioni?q=it&n=1&n=2');
    expect(engine.runtime.busy.getState().pending).toBe(1);
    act(() => server.calls[0]!.answer({ items: ['Italia'] }));
    await waitFor(() => expect(result.current.data).toEqual(['Italia']));
    expect(engine.runtime.busy.getState().pending).toBe(0);
    expect(engine.runtime.queryClient.getQueryData(['source', 'myoverins/nazioni', { q: 'it', n: [1, 2] }])).toEqual(
      { items: ['Italia'] },
    );
  });

  it('background: no busy overlay and no toast on failure', async () => {
    const server = heldFetch();
    const engine = createTestEngine({ user: demoUsers.agenzia, fetch: server.fetch });
    const { result } = renderHook(() => useDataSource({ path: 'labels' }, undefined, { background: true }), {
      wrapper: engine.Provider,
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(engine.runtime.busy.getState().pending).toBe(0);
    act(() => server.calls[0]!.answer({ text: 'rotto' }, 500));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(engine.toasts()).toEqual([]);
  });

  it('main: a failure is reported once by the error catalogue (no retry)', async () => {
    const server = heldFetch();
    const engine = createTestEngine({ user: demoUsers.agenzia, fetch: server.fetch });
    const { result } = renderHook(() => useDataSource({ path: 'x' }), { wrapper: engine.Provider });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.answer({ text: 'rotto' }, 500));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(server.calls).toHaveLength(1);
    expect(engine.toasts().map((t) => t.body)).toEqual(['rotto']);
  });

  it('silent: no toast, and the error carries the refusal for the widget to show', async () => {
    const server = heldFetch();
    const engine = createTestEngine({ user: demoUsers.agenzia, fetch: server.fetch });
    const { result } = renderHook(() => useDataSource({ path: 'x' }, { token: 't' }, { silent: true }), {
      wrapper: engine.Provider,
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    const body = { messages: [{ code: 'email.linkScaduto', text: 'Link scaduto', type: 'error' }] };
    act(() => server.calls[0]!.answer(body, 400));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(refusalOf(result.current.error)).toEqual({ status: 400, body });
    expect(engine.toasts()).toEqual([]);
  });

  it('is emptied on logout', async () => {
    const server = heldFetch();
    const engine = createTestEngine({ user: demoUsers.agenzia, fetch: server.fetch });
    const { result } = renderHook(() => useDataSource({ path: 'x' }), { wrapper: engine.Provider });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.answer({ a: 1 }));
    await waitFor(() => expect(result.current.data).toEqual({ a: 1 }));
    const before = engine.runtime.queryClient.getQueryCache().getAll();
    await act(() => engine.runtime.session.logout('unauthorized'));
    // The old query and its data are gone (a mounted reader asks again, as the new user).
    expect(engine.runtime.queryClient.getQueryData(['source', 'x', {}])).toBeUndefined();
    expect(engine.runtime.queryClient.getQueryCache().getAll()).not.toContain(before[0]);
  });
});

describe('useListQuery', () => {
  function useGridList() {
    const [query, setQuery] = useState(pageOf(1));
    return { list: useListQuery({ path: 'my{product}/utenti', params: { tipo: 'A' } }, query), setQuery };
  }

  it('keeps the previous page (loading) while the next loads, and aborts a superseded request', async () => {
    const server = heldFetch();
    const engine = createTestEngine({ user: demoUsers.agenzia, fetch: server.fetch });
    const { result } = renderHook(useGridList, { wrapper: engine.Provider });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.url(0)).toBe('GET myoverins/utenti?tipo=A&page=1&pageSize=2');
    expect(result.current.list).toMatchObject({ page: null, loading: true });
    act(() => server.calls[0]!.answer({ items: [{ id: 1 }, { id: 2 }], totalCount: 5 }));
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.list.page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 5, truncated: false, estimated: false });

    act(() => result.current.setQuery(pageOf(2)));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(result.current.list.loading).toBe(true);
    expect(result.current.list.page?.items).toEqual([{ id: 1 }, { id: 2 }]);

    act(() => result.current.setQuery(pageOf(3)));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    await waitFor(() => expect(server.calls[1]!.request.signal.aborted).toBe(true));
    expect(result.current.list.page?.items).toEqual([{ id: 1 }, { id: 2 }]);
    act(() => server.calls[2]!.answer({ items: [{ id: 5 }], total: 5 }));
    await waitFor(() => expect(result.current.list.page?.items).toEqual([{ id: 5 }]));
    expect(result.current.list.loading).toBe(false);
    // The aborted request is no failure: no toast, and the busy overlay is down.
    expect(engine.toasts()).toEqual([]);
    expect(engine.runtime.busy.getState().pending).toBe(0);
  });

  it('a mutation invalidating the list path refetches it', async () => {
    const server = heldFetch();
    const engine = createTestEngine({ user: demoUsers.agenzia, fetch: server.fetch });
    const { result } = renderHook(
      () => ({
        list: useListQuery({ path: 'my{product}/utenti' }, null),
        remove: useSourceMutation<{ id: number }>({
          method: 'delete',
          path: (v) => `my{product}/utenti/${v.id}`,
          invalidates: ['my{product}/utenti'],
        }),
      }),
      { wrapper: engine.Provider },
    );
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.answer({ items: [{ id: 1 }, { id: 2 }] }));
    await waitFor(() => expect(result.current.list.page?.total).toBe(2));

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.remove.mutateAsync({ id: 2 });
    });
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.url(1)).toBe('DELETE myoverins/utenti/2');
    act(() => server.calls[1]!.answer({}));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    expect(server.url(2)).toBe(server.url(0));
    act(() => server.calls[2]!.answer({ items: [{ id: 1 }] }));
    await act(() => done);
    await waitFor(() => expect(result.current.list.page?.items).toEqual([{ id: 1 }]));
  });

  it('a get command reads what `read` says; silent failures are the caller’s to show', async () => {
    const engine = createTestEngine({
      user: demoUsers.agenzia,
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        return request.url.endsWith('/file/a.pdf')
          ? new Response('%PDF', { headers: { 'content-type': 'application/pdf' } })
          : jsonResponse({ text: 'non trovato' }, 404);
      },
    });
    const { result } = renderHook(
      () =>
        useSourceMutation<{ path: string }, Blob>({
          method: 'get',
          path: (v) => v.path,
          body: () => undefined,
          read: (response) => response.blob(),
          silent: true,
        }),
      { wrapper: engine.Provider },
    );
    const blob = await act(() => result.current.mutateAsync({ path: 'file/a.pdf' }));
    expect(await blob.text()).toBe('%PDF');
    await act(() => expect(result.current.mutateAsync({ path: 'file/b.pdf' })).rejects.toThrow());
    expect(refusalOf(result.current.error)).toEqual({ status: 404, body: { text: 'non trovato' } });
    expect(engine.toasts()).toEqual([]);
  });
});
