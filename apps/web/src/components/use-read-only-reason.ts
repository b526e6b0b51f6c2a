import { useTranslation } from 'react-i18next';
import { useIsReadOnly } from '../lib/session/use-read-only';

/**
 * Why write controls are disabled while impersonating (spec 000 §6; a ReasonButton's reason), or null
 * when they are not. Its own module: list pages take it without the notice's Alert (issue 13 budgets).
 */
export function useReadOnlyReason(): string | null {
  const { t } = useTranslation();
  return useIsReadOnly() ? t('read_only_reason') : null;
}
