import type { AuthProvider } from '../../engine/react/runtime/authProvider';
import type { DisconnectResult, LoginResult, MeResponse, TokenResult } from '../../schemas/types';
import { toEngineUser } from './portalUser';

/**
 * The portal's auth provider (spec 1 §4): `account/login` and `account/asusers/{id}` answer a token
 * in data.token, `PUT account/asusers` the original user's token in data, `account/me` the userInfo
 * and the redirectTo to follow. Sign-out and sign-in-as go on the background client (a failure is
 * only logged: the session ends locally anyway, and a refused sign-in-as changes nothing); sign-out
 * names its token itself, the one the ending session had.
 */
export const portalAuth: AuthProvider = {
  async signIn({ main }, credentials) {
    return (await main.post('account/login', { json: credentials }).json<TokenResult>()).data.token;
  },
  async signOut({ background }, token) {
    await background.post('account/logout', { headers: { Authorization: `Bearer ${token}` } });
  },
  async whoAmI({ main }) {
    const me = await main.get('account/me').json<MeResponse>();
    return { user: toEngineUser(me.userInfo), redirectTo: me.redirectTo ?? null };
  },
  // Our server's `account/login` answers the userInfo and redirectTo that `account/me` would, read
  // by the same code at the same moment; a server answering only the token (spec 1 §7) gets `me`.
  whoAmIOfSignIn(answer) {
    const data = (answer as Partial<LoginResult> | null)?.data;
    if (!data?.userInfo || typeof data.userInfo !== 'object') return null;
    return { user: toEngineUser(data.userInfo), redirectTo: data.redirectTo ?? null };
  },
  async signInAs({ background }, userId) {
    return (await background.post(`account/asusers/${userId}`).json<TokenResult>()).data.token;
  },
  async signBack({ main }) {
    return (await main.put('account/asusers').json<DisconnectResult>()).data;
  },
};
