import type { TLoggedInUser } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';

const loaders: (() => Promise<unknown>)[] = [];

/** A lazy page that names the texts it reads as it first renders, so they can load before it. */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Content namespaces the page suspends on as it first renders. */
  namespaces: readonly string[];
  /** Loads the function that starts the page's first calls (see PagePrefetch). */
  loadPrefetch?: () => Promise<PagePrefetch>;
};

/**
 * Starts a page's first calls under the keys the page reads (issue 13), for the selected hierarchy
 * entry the shell will choose, its permissions and the address's query string; a page opened with
 * parameters it reads may start nothing. Kept in a small module of its own, loaded beside the
 * session's calls.
 */
export type PagePrefetch = (
  client: QueryClient,
  selection: TLoggedInUser,
  search: URLSearchParams,
  permissions: ReadonlySet<string>,
) => void;

/**
 * A page loaded on first visit (issue 13 Web budgets): its code, and the libraries only it uses
 * (charts, maps, date pickers), become their own chunk. The layout's Suspense shows the page
 * skeleton meanwhile. Pages are named exports, hence the name. `namespaces`: the content the page
 * suspends on at once, fetched at startup by preloadRoute.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  namespaces: readonly string[] = [],
  loadPrefetch?: () => Promise<PagePrefetch>,
): LazyPage<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  loaders.push(loadOnce);
  const component = lazy(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(component, { namespaces, loadPrefetch });
}

/**
 * Issue 13: starts, all at once, the texts of the lazy frame, layouts and page of the routes that
 * `matches` (the router's first match: matching again would flatten and rank the whole route tree a
 * second time) renders. Otherwise each starts only once the component that reads it has arrived and
 * rendered (session, shell, page: a waterfall of round trips before the page shows). The chunks
 * themselves still load as they render: fetched all at once they compete with the first paint's own
 * (measured: later FCP).
 */
export function preloadRoute(
  matches: readonly { route: Pick<RouteObject, 'element'> }[],
  loadNamespaces: (namespaces: string[]) => unknown,
): void {
  const namespaces = matches.flatMap(({ route }) => lazyPageOf(route)?.namespaces ?? []);
  if (namespaces.length) loadNamespaces(namespaces);
}

/** The lazy page a route renders, or undefined when its element is something else. */
export const lazyPageOf = (route: Pick<RouteObject, 'element'>) =>
  (route.element as ReactElement | undefined)?.type as Partial<LazyPage<object>> | undefined;

/**
 * Loads every lazy page declared so far. Tests that render the route tree call it once up front, so
 * a page's first import (slow under a test runner) does not count against their find timeouts.
 */
export const preloadLazyPages = (): Promise<unknown[]> => Promise.all(loaders.map((load) => load()));
