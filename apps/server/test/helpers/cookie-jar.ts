import type { LightMyRequestResponse } from 'fastify';

/** A minimal cookie jar for app.inject: remembers every cookie set, sends all of them back. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const isDeleted =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === '';
      if (isDeleted) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
