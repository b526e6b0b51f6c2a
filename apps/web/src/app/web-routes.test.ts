import { WEB_PAGE_PATTERNS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

/** Every page path the router declares, joined from its nested routes; `*` (the 404 page) is no page. */
function pagePaths(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const here = route.index || (route.path && route.element && !route.children) ? [own] : [];
    return [...here, ...pagePaths(route.children ?? [], own)];
  });
}

describe('the server knows the web app`s pages (issue 44 Web server)', () => {
  const paths = pagePaths(appRoutes, '');
  const withoutLocale = paths.filter((p) => !p.startsWith('/:lng'));

  it('lists in WEB_PAGE_PATTERNS exactly the page routes of the router', () => {
    expect([...new Set(withoutLocale)].sort()).toEqual([...WEB_PAGE_PATTERNS].sort());
  });

  it('has every page again under the locale segment', () => {
    const localised = paths.filter((p) => p.startsWith('/:lng')).map((p) => p.slice('/:lng'.length) || '/');
    expect([...new Set(localised)].sort()).toEqual([...WEB_PAGE_PATTERNS].sort());
  });
});
