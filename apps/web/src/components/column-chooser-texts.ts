import type { ColumnChooserTexts } from './column-chooser';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The column chooser's texts from a page's content (the list pages of spec 001 share these keys:
 * columns_title, columns_select_step, …, max_columns_warning with maxSelectCount, preferences_failed).
 */
export function columnChooserTexts(t: Translate, maxSelectCount: number): ColumnChooserTexts {
  return {
    title: t('columns_title'),
    selectStep: t('columns_select_step'),
    orderStep: t('columns_order_step'),
    next: t('next'),
    back: t('back'),
    update: t('update'),
    cancel: t('cancel'),
    moveUp: (label) => t('move_up', { column: label }),
    moveDown: (label) => t('move_down', { column: label }),
    tooMany: t('max_columns_warning', { maxSelectCount }),
    failed: t('preferences_failed'),
    close: t('close'),
  };
}
