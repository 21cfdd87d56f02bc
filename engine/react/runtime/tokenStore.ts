/** Where the session token is kept: local storage in the app (spec 1 §4), memory in tests and stories. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The local storage key of the token (spec 1 §4, Session; §7: "a bearer token from local storage"). */
export const TOKEN_KEY = 'token';

export function localStorageTokenStore(storage: Storage = localStorage): TokenStore {
  return {
    get: () => storage.getItem(TOKEN_KEY),
    set: (token) => storage.setItem(TOKEN_KEY, token),
    clear: () => storage.removeItem(TOKEN_KEY),
  };
}

export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => void (token = next),
    clear: () => void (token = null),
  };
}
