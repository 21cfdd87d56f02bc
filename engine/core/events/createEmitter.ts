export type Handler<P> = (payload: P) => void;

/** A typed emitter over an event map `{ name: payload }`. */
export interface Emitter<Events extends object> {
  /** Subscribes; the returned function unsubscribes (safe to call twice). */
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  /** Subscribes for the next event only. */
  once<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** Number of handlers of one type, for tests and leak checks. */
  listenerCount(type: keyof Events): number;
  clear(): void;
}

/**
 * A tiny synchronous emitter. Handlers run in subscription order on a snapshot, so a handler that
 * unsubscribes (or subscribes) during an emit does not disturb that emit; a throwing handler is
 * reported and does not stop the others, because one broken listener must not break the shell.
 *
 * @example
 * const bus = createEmitter<{ ping: { at: number } }>();
 * const off = bus.on('ping', ({ at }) => console.log(at));
 * bus.emit('ping', { at: 1 }); off();
 */
export function createEmitter<Events extends object>({
  onHandlerError = (error: unknown) => console.error(error),
}: { onHandlerError?: (error: unknown, type: keyof Events) => void } = {}): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();

  const emitter: Emitter<Events> = {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const entry = handler as Handler<never>;
      set.add(entry);
      return () => void handlers.get(type)?.delete(entry);
    },
    once(type, handler) {
      const off = emitter.on(type, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(type, payload) {
      const set = handlers.get(type);
      if (!set) return;
      for (const handler of [...set] as Array<Handler<typeof payload>>) {
        try {
          handler(payload);
        } catch (error) {
          onHandlerError(error, type);
        }
      }
    },
    listenerCount: (type) => handlers.get(type)?.size ?? 0,
    clear: () => handlers.clear(),
  };
  return emitter;
}
