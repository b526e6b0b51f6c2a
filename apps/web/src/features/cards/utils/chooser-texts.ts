import { MAX_SELECTED_COLUMNS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { ColumnChooserTexts } from '../../../components/column-chooser';
import { CARDS_VIEW_NS } from './namespaces';

/** The column chooser's texts from the cards-view content page. */
export function useColumnChooserTexts(): ColumnChooserTexts {
  const { t } = useTranslation(CARDS_VIEW_NS);
  return {
    title: t('columns_title'),
    selectStep: t('columns_select_step'),
    orderStep: t('columns_order_step'),
    next: t('next'),
    back: t('back'),
    update: t('columns_update'),
    cancel: t('cancel'),
    moveUp: (label) => t('columns_move_up', { label }),
    moveDown: (label) => t('columns_move_down', { label }),
    tooMany: t('columns_too_many', { maxSelectCount: MAX_SELECTED_COLUMNS }),
    failed: t('columns_failed'),
  };
}
