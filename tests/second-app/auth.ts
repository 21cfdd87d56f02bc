import type { AuthProvider, EngineUser } from '../../engine/react/runtime/authProvider';

/** The library's answer to "who am I": its own names for everything. */
interface WhoAmIAnswer {
  account: { uid: string; fullName: string; email: string; grants: string[] };
}

/** The library's account in the engine's neutral shape. */
export function toEngineUser({ account }: WhoAmIAnswer): EngineUser {
  return {
    id: account.uid,
    name: account.email,
    displayName: account.fullName,
    permissions: account.grants,
    roles: ['reader'],
    attributes: {},
  };
}

/**
 * The library's sign-in: a session resource rather than the portal's account calls. It has no
 * sign-in-as, so those two refuse.
 */
export const libraryAuth: AuthProvider = {
  async signIn({ main }, credentials) {
    const answer = await main
      .post('auth/session', { json: credentials, context: { silent: true } })
      .json<{ sessionToken: string }>();
    return answer.sessionToken;
  },
  async signOut({ background }, token) {
    await background.delete('auth/session', { headers: { Authorization: `Bearer ${token}` } });
  },
  async whoAmI({ main }) {
    return { user: toEngineUser(await main.get('auth/whoami').json<WhoAmIAnswer>()) };
  },
  signInAs() {
    return Promise.reject(new Error('The library has no sign-in-as'));
  },
  signBack() {
    return Promise.reject(new Error('The library has no sign-in-as'));
  },
};
