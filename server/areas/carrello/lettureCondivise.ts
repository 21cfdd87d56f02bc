import { AsyncLocalStorage } from 'node:async_hooks';

const letture = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/**
 * Runs `fn` with the catalogue reads of `condivisa` shared: the purchase's validation of many items
 * before its transaction (validaInAnticipo.ts) reads a package, its supplementary policies, its rules
 * and the geography once, not once per item (issue 29: 1,000 imported practices of one package).
 * Only there: outside it every call reads the database as before. Inside another scope, `fn` shares
 * that scope's reads (the purchase's validation and its names read the catalogue's version once).
 */
export function conLettureCondivise<T>(fn: () => Promise<T>): Promise<T> {
  return letture.getStore() ? fn() : letture.run(new Map(), fn);
}

/** Inside `conLettureCondivise`: `condivisa` copies what it hands out, so a reader below need not. */
export const lettureCondiviseAttive = (): boolean => letture.getStore() !== undefined;

/** Each caller gets its own copy, so that none can change what another reads. */
const copia = <T>(v: T): T => {
  try {
    return structuredClone(v);
  } catch {
    return v;
  }
};

/** `leggi()`, or inside `conLettureCondivise` the same read's answer when `chiave` was read already. */
export function condivisa<T>(chiave: string, leggi: () => Promise<T>): Promise<T> {
  const m = letture.getStore();
  if (!m) return leggi();
  let p = m.get(chiave) as Promise<T> | undefined;
  if (!p) {
    p = leggi();
    m.set(chiave, p);
  }
  return p.then(copia);
}
