import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CONTACT } from '../../../lib/successor-product';
import { CARDS_VIEW_NS } from '../utils/namespaces';

/** Spec 002 §4.9: a blocked action shows a contact message with a mailto link. */
export function MigrationContact() {
  const { t } = useTranslation(CARDS_VIEW_NS);
  return (
    <Alert color="blue" role="status" title={t('migration_title')}>
      <Text size="sm">{t('migration_contact')}</Text>
      <Anchor href={`mailto:${SUPPORT_CONTACT.email}`} size="sm" fw={600}>
        {SUPPORT_CONTACT.email}
      </Anchor>
    </Alert>
  );
}
