import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxCell = string | number | boolean | Date | null | undefined;

export type XlsxColumn<T> = {
  header: string;
  value: (row: T) => XlsxCell;
  width?: number;
  /** Excel number format, e.g. '0.00' or 'dd/mm/yyyy hh:mm:ss'. */
  numFmt?: string;
  /** A number format per cell, for columns that hold values of several kinds (dates and amounts). */
  numFmtOf?: (row: T) => string | undefined;
};

/** Characters that make a spreadsheet treat text as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A telephone number (+49 30 1234-567, +44 (0)20 7946 0000): a plus, then only digits, spaces and
 * ( ) - . / — nothing a spreadsheet could call or reference, so it is written as the person typed it.
 */
const PHONE_NUMBER = /^\+[\d][\d ()\-./]*$/;

/**
 * Text from users or data never starts a formula: a leading = + - @, tab or carriage return gets an
 * apostrophe in front, so the cell stays text. Numbers, booleans and dates are written as they are.
 */
export function escapeCell(value: XlsxCell): Exclude<XlsxCell, undefined> {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && FORMULA_START.test(value) && !PHONE_NUMBER.test(value)) return `'${value}`;
  return value;
}

/**
 * Streams one worksheet into `output`: a header row, then the rows as they arrive (chunks from SQL),
 * each committed at once so memory holds about one chunk whatever the row count. Returns the row count.
 */
export async function writeXlsx<T>(
  output: Writable,
  options: { sheetName: string; columns: XlsxColumn<T>[]; rows: AsyncIterable<T[]> | Iterable<T[]> },
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = options.columns.map((c, index) => ({
    header: c.header,
    key: String(index),
    width: c.width ?? Math.max(12, Math.min(40, c.header.length + 2)),
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  let count = 0;
  for await (const chunk of options.rows) {
    for (const row of chunk) {
      const added = sheet.addRow(options.columns.map((c) => escapeCell(c.value(row))));
      options.columns.forEach((c, index) => {
        const numFmt = c.numFmtOf?.(row);
        if (numFmt) added.getCell(index + 1).numFmt = numFmt;
      });
      added.commit();
      count += 1;
    }
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/**
 * The same as a readable stream for an HTTP reply: writing starts at once; a failure destroys the
 * stream so the client sees a broken download instead of a short, valid-looking file.
 */
export function xlsxStream<T>(
  options: Parameters<typeof writeXlsx<T>>[1],
  onError: (error: unknown) => void,
): PassThrough {
  const stream = new PassThrough();
  writeXlsx(stream, options).catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}

/** The ddMMyy date of download file names (spec 001 §9), in UTC. */
export function fileDateStamp(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}${two(d.getUTCMonth() + 1)}${two(d.getUTCFullYear() % 100)}`;
}
