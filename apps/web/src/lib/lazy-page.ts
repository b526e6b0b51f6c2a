import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A page loaded on first visit (issue 13 Web budgets): its code, and the libraries only it uses
 * (charts, maps, date pickers), become their own chunk. The layout's Suspense shows the page
 * skeleton meanwhile. Pages are named exports, hence the name.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  loaders.push(loadOnce);
  return lazy(async () => ({ default: (await loadOnce())[name] }));
}

/**
 * Loads every lazy page declared so far. Tests that render the route tree call it once up front, so
 * a page's first import (slow under a test runner) does not count against their find timeouts.
 */
export const preloadLazyPages = (): Promise<unknown[]> => Promise.all(loaders.map((load) => load()));
