import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageContentKeyOf } from '../../../lib/message-content-key';

/** The content text of a server or validation message key in `namespace`, else the key itself. */
export function useMessageText(namespace: string): (messageKey: string) => string {
  const { t, i18n } = useTranslation(namespace);
  return useCallback(
    (messageKey: string) => {
      const contentKey = messageContentKeyOf(messageKey);
      return i18n.exists(contentKey, { ns: namespace }) ? t(contentKey) : messageKey;
    },
    [i18n, namespace, t],
  );
}
