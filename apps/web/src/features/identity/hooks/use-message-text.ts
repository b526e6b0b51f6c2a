import { isMessageKey, messageContentKey } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The content text of a server or validation message key in `namespace`, else the key itself. */
export function useMessageText(namespace: string): (messageKey: string) => string {
  const { t, i18n } = useTranslation(namespace);
  return useCallback(
    (messageKey: string) => {
      // Keys that are the spec's sentences have a snake_case content key of their own.
      const contentKey = isMessageKey(messageKey) ? messageContentKey(messageKey) : messageKey;
      return i18n.exists(contentKey, { ns: namespace }) ? t(contentKey) : messageKey;
    },
    [i18n, namespace, t],
  );
}
