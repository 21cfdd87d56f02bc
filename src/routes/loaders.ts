import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchMe, login, type Me } from '../api/account';
import { errorTexts, isUnauthorized } from '../api/errors';
import { clearToken, getToken, setToken } from '../auth/token';
import { loadLabels, type Labels } from '../i18n/labels';
import { loginPathFor, safeReturnUrl } from './returnUrl';

/** Start-up: the culture's texts, needed by every page. */
export function rootLoader(): Promise<Labels> {
  return loadLabels();
}

/** Signed-in pages: no token or a dead one sends the visitor to login with the way back. */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<Me> {
  const url = new URL(request.url);
  const toLogin = () => redirect(loginPathFor(url.pathname + url.search));
  if (!getToken()) throw toLogin();
  try {
    return await fetchMe();
  } catch (error) {
    if (isUnauthorized(error)) {
      clearToken();
      throw toLogin();
    }
    throw error;
  }
}

export interface LoginActionData {
  errors: string[];
}

export async function loginAction({ request }: ActionFunctionArgs): Promise<Response | LoginActionData> {
  const form = await request.formData();
  const username = String(form.get('username') ?? '').trim();
  const password = String(form.get('password') ?? '');
  try {
    setToken(await login({ username, password }));
  } catch (error) {
    return { errors: await errorTexts(error) };
  }
  return redirect(safeReturnUrl(new URL(request.url).searchParams.get('returnUrl')));
}
