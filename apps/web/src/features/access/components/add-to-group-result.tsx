import { Alert, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { COMMON_NAMESPACE } from '../../../lib/i18n';
import type { AddOutcome } from '../utils/add-to-group';
import { READABLE_ALERT_STYLES, USERS_NAMESPACE } from '../utils/namespace';

export type AddToGroupResultProps = { groupName: string; outcomes: readonly AddOutcome[] };

/** The summary after Add: how many were added, how many not, and why each was not. */
export function AddToGroupResult({ groupName, outcomes }: AddToGroupResultProps) {
  const { t, i18n } = useTranslation(USERS_NAMESPACE);
  const failed = outcomes.filter((o) => o.error !== undefined);
  const added = outcomes.length - failed.length;
  // The server's message key, in the users page's texts or the common ones; else the default text.
  const reason = (error: unknown) => {
    const key = isApiError(error) ? error.messageKey : '';
    for (const ns of [USERS_NAMESPACE, COMMON_NAMESPACE])
      if (key && i18n.exists(key, { ns })) return t(key, { ns });
    return t('default_error_message');
  };
  return (
    <Alert
      color={failed.length === 0 ? 'green' : added === 0 ? 'red' : 'yellow'}
      role={failed.length === 0 ? 'status' : 'alert'}
      title={t('result_title')}
      styles={READABLE_ALERT_STYLES}
    >
      <Stack gap={4}>
        <Text size="sm">{t('result_added', { count: added, group: groupName })}</Text>
        {failed.length > 0 && (
          <>
            <Text size="sm">{t('result_failed', { count: failed.length })}</Text>
            <List size="sm">
              {failed.map((o) => (
                <List.Item key={o.uId}>
                  {t('result_failed_item', { name: o.name, reason: reason(o.error) })}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
