import { api } from './client';

/** The part of userInfo (spec 1 §3) this first screen shows; the engine reads the generated type. */
export interface UserInfo {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  userName: string;
  /** The role description. */
  description: string;
}

export interface Me {
  userInfo: UserInfo;
  redirectTo?: string | null;
}

export interface Credentials {
  username: string;
  password: string;
}

export async function login(credentials: Credentials): Promise<string> {
  const body = await api.post('account/login', { json: credentials }).json<{ data: { token: string } }>();
  return body.data.token;
}

export function fetchMe(): Promise<Me> {
  return api.get('account/me').json<Me>();
}

export async function logout(): Promise<void> {
  await api.post('account/logout');
}
