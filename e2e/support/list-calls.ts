import type { Page } from '@playwright/test';

/**
 * The addresses of the calls the page makes to one API path from now on, in order (issue 13: a page
 * opened at its address finds the first page the app asked for beside the session calls, so a plain
 * load makes one list request, however often a live list repeats it).
 */
export function recordCalls(page: Page, pathname: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) calls.push(request.url());
  });
  return calls;
}
