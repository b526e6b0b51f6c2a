import { isLocale } from '@portal/contract';
import { Outlet, useParams } from 'react-router';
import { NotFoundPage } from './pages/not-found-page';

/**
 * The `/:lng` branch of the router. A first segment that is not one of the six locales is an
 * ordinary path that no route knows, so it gets the 404 page.
 */
export function LocaleGuard() {
  const { lng } = useParams();
  return isLocale(lng) ? <Outlet /> : <NotFoundPage />;
}
