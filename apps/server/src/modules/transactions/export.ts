import { PassThrough } from 'node:stream';
import {
  contentKey,
  DETAIL_COUNTRY_FIELDS,
  DETAIL_VALUE_FIELDS,
  type TDetailItem,
  type TDetailView,
  TRANSACTIONS_SHEET_NAME,
  type TTransactionFullDetail,
  type TTransactionListQuery,
} from '@portal/contract';
import type { SheetTexts } from '../../platform/sheet-texts';
import { writeXlsx, type XlsxCell, type XlsxColumn } from '../../platform/xlsx-export';
import { shownItems } from './details';
import type { TransactionRowDb } from './repo';
import { major, milli } from './service';

/** The content page of the transactions screens (section, field, status and site type names). */
const TRANSACTIONS_PAGE = 'transactions-transactions';

/**
 * The spreadsheet of the list: every list column, values as numbers and dates where they are; headers,
 * statuses, products, Y/N and countries in the user's language, dates in the user's format (issue 15).
 */
export function listSheetColumns(texts: SheetTexts): XlsxColumn<TransactionRowDb>[] {
  const day = (v: string | null) => (v ? new Date(`${v}T00:00:00Z`) : null);
  const t = (key: string) => texts.text(TRANSACTIONS_PAGE, key);
  const header = (key: string) => t(contentKey('column', key));
  const { dateFormat, dateTimeFormat } = texts;
  return [
    { header: t('sheet_unique_id'), value: (r) => `${r.transaction_id}${r.product_id ?? ''}`, width: 42 },
    {
      header: header('transactionDateTime'),
      value: (r) => new Date(r.transaction_date_time),
      numFmt: dateTimeFormat,
      width: 20,
    },
    { header: header('brand'), value: (r) => r.brand },
    { header: header('fullCardNumber'), value: (r) => r.card_number, width: 22 },
    {
      header: header('transactionStatus'),
      value: (r) => (r.transaction_status ? t(`status_${r.transaction_status.toLowerCase()}`) : null),
    },
    { header: t('field_is_priced'), value: (r) => texts.value(r.is_priced ? 'Y' : 'N') },
    { header: header('siteName'), value: (r) => r.site_name, width: 30 },
    { header: header('vehicleRegistrationNumber'), value: (r) => r.vehicle_registration_number },
    { header: header('productName'), value: (r) => texts.value(r.product_name), width: 20 },
    { header: header('quantity'), value: (r) => milli(r.quantity_milli), numFmt: '0.000' },
    { header: t('sheet_unit'), value: (r) => texts.value(r.unit) },
    { header: header('grossValue'), value: (r) => major(r.gross_invoice_minor), numFmt: '0.00' },
    { header: t('sheet_currency'), value: (r) => r.invoice_currency },
    { header: header('supplyCountry'), value: (r) => texts.country(r.supply_country) },
    { header: header('invoiceNumber'), value: (r) => r.invoice_number },
    { header: header('invoiceDate'), value: (r) => day(r.invoice_date), numFmt: dateFormat },
    { header: header('invoiceDueDate'), value: (r) => day(r.invoice_due_date), numFmt: dateFormat },
    { header: header('summaryStatementNumber'), value: (r) => r.summary_statement_number },
    {
      header: header('summaryStatementDate'),
      value: (r) => day(r.summary_statement_date),
      numFmt: dateFormat,
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

type DetailSheetRow = {
  section: string;
  label: string;
  value: XlsxCell;
  numFmt?: string;
  unit: string | null;
};

/** One shown item as a cell of its kind: amounts and counts numbers, dates dates, words translated. */
function detailCell(item: TDetailItem, texts: SheetTexts): Omit<DetailSheetRow, 'section' | 'label'> {
  const unit = texts.value(item.unit ?? null);
  if (item.value === null) return { value: null, unit };
  switch (item.type) {
    case 'money':
      return { value: Number(item.value), numFmt: '#,##0.00', unit };
    case 'quantity':
      return { value: Number(item.value), numFmt: '#,##0.###', unit };
    case 'number':
      return { value: Number(item.value), numFmt: '#,##0', unit };
    case 'date':
      return { value: new Date(`${item.value}T00:00:00Z`), numFmt: texts.dateFormat, unit };
    case 'dateTime':
      return { value: new Date(item.value), numFmt: texts.dateTimeFormat, unit };
    default:
      break;
  }
  if (item.key === 'transactionStatus')
    return { value: texts.text(TRANSACTIONS_PAGE, `status_${item.value.toLowerCase()}`), unit };
  if (item.key === 'siteType')
    return { value: texts.text(TRANSACTIONS_PAGE, contentKey('site_type', item.value)), unit };
  if (DETAIL_COUNTRY_FIELDS.has(item.key)) return { value: texts.country(item.value), unit };
  return { value: DETAIL_VALUE_FIELDS.has(item.key) ? texts.value(item.value) : item.value, unit };
}

/**
 * The full-details modal's shown data as one sheet (Section, Field, Value, Unit) in the user's language:
 * the modal's section and field names, numbers as numeric cells, dates as date cells in the user's
 * date format (issue 15 Exports).
 */
export async function detailWorkbook(
  detail: TTransactionFullDetail,
  view: TDetailView,
  texts: SheetTexts,
): Promise<Buffer> {
  const t = (key: string) => texts.text(TRANSACTIONS_PAGE, key);
  const rows: DetailSheetRow[] = shownItems(detail, view).flatMap(([section, items]) =>
    items.map((i) => ({
      section: t(contentKey('section', section)),
      label: t(contentKey('field', i.key)),
      ...detailCell(i, texts),
    })),
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
      { header: t('sheet_section'), value: (r) => r.section, width: 24 },
      { header: t('sheet_field'), value: (r) => r.label, width: 32 },
      { header: t('sheet_value'), value: (r) => r.value, numFmtOf: (r) => r.numFmt, width: 40 },
      { header: t('sheet_unit'), value: (r) => r.unit, width: 10 },
    ],
    rows: [rows],
  });
  await done;
  return Buffer.concat(parts);
}
