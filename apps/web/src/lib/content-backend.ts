import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads a content file (`/content/{lng}-{ns}.json`) with fetch. It replaces i18next-http-backend
 * and its fetch ponyfill, which weighed on every route's first download (issue 13 Web budgets).
 * Like that backend, a server error (5xx) or network failure asks i18next to retry and any other
 * failure does not.
 */
export function fetchContentBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read: (language: string, namespace: string, callback: ReadCallback) => {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetch(url)
        .then(async (response) => {
          if (!response.ok) {
            const retry = response.status >= 500;
            callback(`failed loading ${url}; status code: ${response.status}`, retry);
            return;
          }
          callback(null, await response.json());
        })
        .catch((error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true));
    },
  };
}
