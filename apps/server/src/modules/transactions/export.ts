import { PassThrough } from 'node:stream';
import {
  type TDetailView,
  TRANSACTIONS_SHEET_NAME,
  type TTransactionFullDetail,
  type TTransactionListQuery,
} from '@portal/contract';
import { writeXlsx, type XlsxColumn } from '../../platform/xlsx-export';
import { COLUMN_LABELS } from './columns';
import { shownItems } from './details';
import type { TransactionRowDb } from './repo';
import { major, milli } from './service';

const label = (key: string) => COLUMN_LABELS[key] ?? key;

/** The spreadsheet of the list: every list column, values as numbers and dates where they are. */
export function listSheetColumns(): XlsxColumn<TransactionRowDb>[] {
  const day = (v: string | null) => (v ? new Date(`${v}T00:00:00Z`) : null);
  return [
    { header: 'Transaction unique id', value: (r) => `${r.transaction_id}${r.product_id ?? ''}`, width: 42 },
    {
      header: label('transactionDateTime'),
      value: (r) => new Date(r.transaction_date_time),
      numFmt: 'dd/mm/yyyy hh:mm:ss',
      width: 20,
    },
    { header: label('brand'), value: (r) => r.brand },
    { header: label('fullCardNumber'), value: (r) => r.card_number, width: 22 },
    { header: label('transactionStatus'), value: (r) => r.transaction_status },
    { header: label('isPriced'), value: (r) => (r.is_priced ? 'Y' : 'N') },
    { header: label('siteName'), value: (r) => r.site_name, width: 30 },
    { header: label('vehicleRegistrationNumber'), value: (r) => r.vehicle_registration_number },
    { header: label('productName'), value: (r) => r.product_name, width: 20 },
    { header: label('quantity'), value: (r) => milli(r.quantity_milli), numFmt: '0.000' },
    { header: 'Unit', value: (r) => r.unit },
    { header: label('grossValue'), value: (r) => major(r.gross_invoice_minor), numFmt: '0.00' },
    { header: 'Currency', value: (r) => r.invoice_currency },
    { header: label('supplyCountry'), value: (r) => r.supply_country },
    { header: label('invoiceNumber'), value: (r) => r.invoice_number },
    { header: label('invoiceDate'), value: (r) => day(r.invoice_date), numFmt: 'dd/mm/yyyy' },
    { header: label('invoiceDueDate'), value: (r) => day(r.invoice_due_date), numFmt: 'dd/mm/yyyy' },
    { header: label('summaryStatementNumber'), value: (r) => r.summary_statement_number },
    {
      header: label('summaryStatementDate'),
      value: (r) => day(r.summary_statement_date),
      numFmt: 'dd/mm/yyyy',
    },
  ];
}

const ddMMyy = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}${two(d.getUTCMonth() + 1)}${two(d.getUTCFullYear() % 100)}`;
};

/** Spec 001 §9: Transactions_{level}_{ddMMyy}, level = the group, parent or authority asked for. */
export function downloadFileName(query: TTransactionListQuery, now: number) {
  const ids = query.groupIds?.length
    ? query.groupIds
    : query.parentIds?.length
      ? query.parentIds
      : query.authorityIds;
  const level = ids && ids.length > 0 ? ids.join('-').slice(0, 60) : 'ALL';
  return `Transactions_${level}_${ddMMyy(now)}`;
}

/** Spec 001 §9 other downloads: title, level code (the line's authority) and date ddMMyy. */
export const detailFileName = (authorityId: string, now: number) =>
  `TransactionDetails_${authorityId}_${ddMMyy(now)}`;

/** The full-details modal's shown data as one sheet (Section, Field, Value). */
export async function detailWorkbook(detail: TTransactionFullDetail, view: TDetailView): Promise<Buffer> {
  const rows = shownItems(detail, view).flatMap(([section, items]) =>
    items.map((i) => ({ section, label: i.label, value: i.value, unit: i.unit ?? null })),
  );
  const stream = new PassThrough();
  const parts: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  await writeXlsx(stream, {
    sheetName: TRANSACTIONS_SHEET_NAME,
    columns: [
      { header: 'Section', value: (r) => r.section, width: 16 },
      { header: 'Field', value: (r) => r.label, width: 30 },
      { header: 'Value', value: (r) => r.value, width: 40 },
      { header: 'Unit', value: (r) => r.unit, width: 8 },
    ],
    rows: [rows],
  });
  await done;
  return Buffer.concat(parts);
}
