import { useTranslation } from 'react-i18next';
import type { ColumnChooserTexts } from '../../../components/column-chooser';
import { RESTRICTIONS_NS } from './namespaces';

/** The column chooser's texts from the cards-restrictions content page. */
export function useChooserTexts(): ColumnChooserTexts {
  const { t } = useTranslation(RESTRICTIONS_NS);
  return {
    title: t('columns_title'),
    selectStep: t('columns_select_step'),
    orderStep: t('columns_order_step'),
    next: t('next'),
    back: t('previous'),
    update: t('columns_update'),
    cancel: t('cancel'),
    moveUp: (label) => t('columns_move_up', { label }),
    moveDown: (label) => t('columns_move_down', { label }),
    tooMany: t('columns_too_many'),
    failed: t('columns_failed'),
    close: t('close'),
  };
}
