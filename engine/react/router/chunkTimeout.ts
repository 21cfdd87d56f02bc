import { engineText, type MessageRef } from '../../core/messages';
/** Spec 1 §9: a lazy code chunk that has not loaded after this long is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The spec's "chunk-load error": a screen's code did not arrive in time (or at all). */
export class ChunkLoadError extends Error {
  /** What the error page tells the user, in the app's words. */
  readonly messageRef: MessageRef;
  constructor(what: string, ms: number = CHUNK_LOAD_TIMEOUT_MS) {
    const messageRef = {
      key: 'engine.codiceNonCaricato',
      params: { what, seconds: String(Math.round(ms / 1000)) },
    };
    super(engineText(messageRef.key, messageRef.params));
    this.name = 'ChunkLoadError';
    this.messageRef = messageRef;
  }
}
