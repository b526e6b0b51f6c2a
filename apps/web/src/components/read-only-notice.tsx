import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsReadOnly } from '../lib/session/use-read-only';

/**
 * The read-only notice of impersonation (spec 000 §6): says why the page's write controls are
 * disabled. Renders nothing for everybody else, so a page can always place it.
 */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  const isReadOnly = useIsReadOnly();
  if (!isReadOnly) return null;
  return (
    <Alert color="blue" variant="light" role="note">
      {t('read_only_notice')}
    </Alert>
  );
}
