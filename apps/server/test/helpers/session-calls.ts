import type { FastifyInstance } from 'fastify';
import { WRITE_HEADERS } from './sign-in';

/** Spec 000 §7: the token call in its refresh form, as the browser sends it. */
export const refreshOn = (app: FastifyInstance, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/token/gettokens?refresh_token=secure',
    headers: { ...WRITE_HEADERS, cookie },
    payload: { brand: 1 },
  });

/** A signed-in call: 200 while the session's access holds, 401 when it ran out or the session ended. */
export const profileOn = (app: FastifyInstance, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/users/profile',
    headers: { ...WRITE_HEADERS, cookie },
    payload: {},
  });
