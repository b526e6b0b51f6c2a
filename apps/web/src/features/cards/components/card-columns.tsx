import type { TCardColumn, TCardRow } from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../lib/format';
import { CardStatusBadge } from './card-status-badge';

const yesNo = (t: TFunction, v: 'Y' | 'N') => t(v === 'Y' ? 'yes' : 'no');

/** Cell content per column of the viewcols list. */
function cellOf(key: string, card: TCardRow, t: TFunction, f: Formatters) {
  switch (key) {
    case 'cardStatus':
      return <CardStatusBadge statusId={card.cardStatusId} />;
    case 'expiryDate':
      return `${String(card.expiryDate.month).padStart(2, '0')}/${card.expiryDate.year}`;
    case 'lastTransactionDate':
      return f.formatDateTime(card.lastTransactionDate);
    case 'replaceCardOrderedOn':
      return f.formatDate(card.replaceCardOrderedOn);
    case 'cardType':
      return t(`card_type_${card.cardType.toLowerCase()}`);
    case 'fuelAndCharge':
      return yesNo(t, card.fuelAndCharge);
    case 'internationalInd':
      return yesNo(t, card.internationalInd);
    default: {
      const value = (card as unknown as Record<string, unknown>)[key];
      return value === null || value === undefined || value === '' ? '—' : String(value);
    }
  }
}

/** Table columns in the chosen order; the status column is always first (001 §5). */
export function cardTableColumns(
  available: TCardColumn[],
  chosen: string[],
  t: TFunction,
  f: Formatters,
): ColumnDef<TCardRow>[] {
  const fixed = available.filter((c) => c.isFixed).map((c) => c.columnName);
  const keys = [
    ...fixed,
    ...chosen.filter((k) => !fixed.includes(k) && available.some((c) => c.columnName === k)),
  ];
  return keys.map((key) => {
    const column = available.find((c) => c.columnName === key);
    return {
      id: key,
      header: t(column?.displayName ?? key),
      enableSorting: Boolean(column?.isSortable),
      cell: ({ row }) => cellOf(key, row.original, t, f),
    };
  });
}

/** The chosen columns: the saved preference, otherwise the defaults of the list. */
export function chosenColumns(available: TCardColumn[], saved: string[] | undefined): string[] {
  const choosable = available.filter((c) => !c.isFixed);
  const valid = (saved ?? []).filter((k) => choosable.some((c) => c.columnName === k));
  return valid.length > 0 ? valid : choosable.filter((c) => c.isDefault).map((c) => c.columnName);
}
