/** Spec 1 §9: a lazy code chunk that has not loaded after this long is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The spec's "chunk-load error": a screen's code did not arrive in time (or at all). */
export class ChunkLoadError extends Error {
  constructor(what: string, ms: number = CHUNK_LOAD_TIMEOUT_MS) {
    super(`Caricamento del codice di «${what}» non completato dopo ${Math.round(ms / 1000)} secondi`);
    this.name = 'ChunkLoadError';
  }
}
