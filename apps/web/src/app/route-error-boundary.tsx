import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-fallback';

/** The router's error element: logs what broke and shows the spec's 'Error!' screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Render error', error);
  }, [error]);
  return <ErrorFallback />;
}
