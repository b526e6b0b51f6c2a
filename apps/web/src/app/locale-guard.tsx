import { isLocale } from '@portal/contract';
import { Outlet, useParams } from 'react-router';
import { AdaptiveLayout, MantineRoot, NotFoundPage } from './lazy-layouts';

/**
 * The `/:lng` branch of the router. A first segment that is not one of the six locales is an
 * ordinary path that no route knows, so it gets the 404 page (inside the shell when signed in).
 */
export function LocaleGuard() {
  const { lng } = useParams();
  if (isLocale(lng)) return <Outlet />;
  return (
    <MantineRoot isFrame>
      <AdaptiveLayout>
        <NotFoundPage />
      </AdaptiveLayout>
    </MantineRoot>
  );
}
