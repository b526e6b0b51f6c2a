import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page loaded on first visit (issue 13 Web budgets): its code, and the libraries only it uses
 * (charts, maps, date pickers), become their own chunk. The layout's Suspense shows the page
 * skeleton meanwhile. Pages are named exports, hence the name.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
