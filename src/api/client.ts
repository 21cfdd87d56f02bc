import ky from 'ky';
import { clearToken, getToken } from '../auth/token';

/**
 * The client every call goes through: base path /api and the bearer token from local storage.
 * A 401 means the token is dead, so it is dropped here once rather than by every caller.
 */
export const api = ky.create({
  prefixUrl: '/api',
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) clearToken();
      },
    ],
  },
});
