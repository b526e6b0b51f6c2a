import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../../lib/i18n';
import type { HierarchyWords } from '../../../lib/session/hierarchy-entries';

/** The words of the top bar labels (spec 000 §2 Shell), in the page's language. */
export function useHierarchyWords(): HierarchyWords {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return { group: t('group_word'), parent: t('parent_word'), overview: t('overview_label') };
}
