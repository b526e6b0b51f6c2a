import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/use-locale';
import { AuthPanel } from '../components/auth-panel';

/** Spec 000 §2 /login/error: logo and a login error text (a 404 on the code exchange lands here). */
export function LoginErrorPage() {
  const { t } = useTranslation('loginerror');
  const to = useLocalizedPath();
  return (
    <AuthPanel title={t('title')} hasLogo>
      <Text size="lg">{t('text')}</Text>
      <Button component={Link} to={to('/login')} w="fit-content">
        {t('login_button')}
      </Button>
    </AuthPanel>
  );
}
