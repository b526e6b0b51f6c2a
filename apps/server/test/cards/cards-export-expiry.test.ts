import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { admin, ctx, reach, useCardsDemo } from './demo-fixture';
import { get } from './support';

/** Issue 44 Files: the cards export's expiry is a date cell shown as month/year, not the text MM/YYYY. */
describe('cards export expiry column', () => {
  useCardsDemo();

  it('writes each card`s expiry as a date (first of the month) formatted mm/yyyy, read by ExcelJS', async () => {
    const authority = reach[0] as string;
    const res = await get(ctx, `/api/cards/cards/download?accessLevel=A&accessLevelCode=${authority}`, admin);
    expect(res.statusCode).toBe(200);
    const expected = new Map(
      (
        await queryRows<{ card_serial_number: string; expiry_month: number; expiry_year: number }>(
          ctx.database.db,
          sql`select card_serial_number, expiry_month, expiry_year from cards where authority_id = ${authority}`,
        )
      ).map((c) => [c.card_serial_number, c]),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = sheet.getRow(1).values as unknown[];
    const serialColumn = header.indexOf('Card serial number');
    const expiryColumn = header.indexOf('Expiry');
    expect(expiryColumn).toBeGreaterThan(0);
    let rows = 0;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      rows++;
      const card = expected.get(String(row.getCell(serialColumn).value));
      const cell = row.getCell(expiryColumn);
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe('mm/yyyy');
      expect(cell.value).toEqual(
        new Date(Date.UTC(Number(card?.expiry_year), Number(card?.expiry_month) - 1, 1)),
      );
    });
    expect(rows).toBe(expected.size);
    expect(rows).toBeGreaterThan(0);
  });
});
