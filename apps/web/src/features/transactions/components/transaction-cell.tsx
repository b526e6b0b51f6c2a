import type { TTransactionRow } from '@portal/contract';
import type { DataValues } from '../../../lib/data-values';
import type { Formatters } from '../../../lib/format';
import { PriceBadge, StatusBadge } from './badges';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** One list cell: dates, amounts, quantities in the user's format; data values in the page language. */
export function cellOf(key: string, row: TTransactionRow, f: Formatters, values: DataValues) {
  switch (key) {
    case 'transactionDateTime':
      return f.formatDateTime(row.transactionDateTime);
    case 'invoiceDate':
    case 'invoiceDueDate':
    case 'summaryStatementDate':
      return f.formatDate(row[key]);
    case 'grossValue':
      return <span style={NO_WRAP}>{f.formatMoney(row.grossValue, row.currency)}</span>;
    case 'quantity':
      return (
        <span style={NO_WRAP}>
          {`${f.formatNumber(row.quantity)} ${values.value(row.unit ?? '')}`.trim()}
        </span>
      );
    case 'productName':
      return values.value(row.productName) || '-';
    case 'supplyCountry':
      return values.country(row.supplyCountry) || '-';
    case 'transactionStatus':
      return <StatusBadge status={row.transactionStatus} />;
    case 'isPriced':
      return <PriceBadge status={row.transactionStatus} isPriced={row.isPriced} />;
    default: {
      const value = row[key as keyof TTransactionRow];
      return value === null || value === undefined || value === '' ? '-' : String(value);
    }
  }
}
