import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/loaders';
import { INTERNAL_LOGIN_PATH } from '../../../lib/session/entry-route';
import { useBrand } from '../../../lib/use-brand';
import { AuthPanel } from '../components/auth-panel';
import { LoginButton } from '../components/login-button';
import { MaintenanceNotice } from '../components/maintenance-notice';
import { useMaintenance } from '../hooks/use-maintenance';
import { storeInternalSignIn } from '../utils/sign-in-storage';

/** Internal Users Login Portal: staff scope (offline_access), remembered for the next sign-in. */
export function InternalLoginPage() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation('login');
  const brand = useBrand();
  const maintenance = useMaintenance();

  if (pathname !== INTERNAL_LOGIN_PATH) return <Navigate to={`${INTERNAL_LOGIN_PATH}${search}`} replace />;
  if (maintenance === 'checking') return <PageSkeleton />;
  if (maintenance === 'on') return <MaintenanceNotice />;
  return (
    <AuthPanel title={t('internal_title')}>
      <Text size="lg" c="gray.7">
        {t('internal_text', { brand: brand.name })}
      </Text>
      <LoginButton isInternal onStart={() => storeInternalSignIn(true)} />
      <Button component={Link} to="/" variant="subtle" onClick={() => storeInternalSignIn(false)}>
        {t('not_internal_button')}
      </Button>
    </AuthPanel>
  );
}
