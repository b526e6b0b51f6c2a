import { useTranslation } from 'react-i18next';
import type { HierarchyWords } from '../utils/hierarchy-entries';

/** Content page of the shell's texts. */
export const SHELL_NAMESPACE = 'shell';

/** The words of the top bar labels (spec 000 §2 Shell), in the page's language. */
export function useHierarchyWords(): HierarchyWords {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return { group: t('group_word'), parent: t('parent_word'), overview: t('overview_label') };
}
