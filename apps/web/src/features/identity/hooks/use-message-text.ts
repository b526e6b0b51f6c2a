import { IDENTITY_ERROR_KEYS, VALIDATION_KEYS } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Message keys that are sentences (spec texts) have a snake_case content key of their own. */
const CONTENT_KEY_BY_MESSAGE_KEY: Record<string, string> = {
  [VALIDATION_KEYS.nameRequired]: 'name_required_message',
  [IDENTITY_ERROR_KEYS.emailExists]: 'email_exists_message',
};

/** The content text of a server or validation message key in `namespace`, else the key itself. */
export function useMessageText(namespace: string): (messageKey: string) => string {
  const { t, i18n } = useTranslation(namespace);
  return useCallback(
    (messageKey: string) => {
      const contentKey = CONTENT_KEY_BY_MESSAGE_KEY[messageKey] ?? messageKey;
      return i18n.exists(contentKey, { ns: namespace }) ? t(contentKey) : messageKey;
    },
    [i18n, namespace, t],
  );
}
