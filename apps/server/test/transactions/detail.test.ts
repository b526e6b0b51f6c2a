import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, transactionsContext } from './kit';

type Line = { id: string; product_id: number | null; odometer: number | null };
const path = (l: Line) =>
  `/api/transactions/transactions/${l.id}${l.product_id === null ? '?' : `?productId=${l.product_id}&`}`;

describe('transaction detail and odometer edit (spec 001 §2, §3 detail, §4 odometer, §5, §6, §7, §8)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  let odometerLine: Line;
  let plainLine: Line;
  let pricedLine: Line;
  let unpricedLine: Line;
  let foreignLine: Line;
  let noProductLine: Line;
  beforeAll(async () => {
    k = await transactionsContext();
    const pick = async (where: ReturnType<typeof sql>, inReach = true) => {
      const [row] = await k.rows<Line>(
        sql`select t.transaction_id::text as id, t.product_id, t.odometer from transactions t
              join cards c on c.card_id = t.card_id
             where ${inReach ? sql`t.authority_id = ${ids(k.reach)}` : sql`not (t.authority_id = ${ids(k.reach)})`}
               and ${where} order by t.transaction_date_time desc, t.transaction_id limit 1`,
      );
      if (!row) throw new Error('no such line in the demo data');
      return row;
    };
    odometerLine = await pick(sql`c.odometer_required and t.product_id is not null`);
    plainLine = await pick(sql`not c.odometer_required and t.product_id is not null`);
    pricedLine = await pick(sql`t.is_priced and t.invoice_id is not null`);
    unpricedLine = await pick(sql`not t.is_priced and t.transaction_status <> 'Declined'`);
    foreignLine = await pick(sql`c.odometer_required and t.product_id is not null`, false);
    noProductLine = await pick(sql`t.product_id is null`);
  }, 180_000);
  afterAll(() => k.ctx.close());

  it('v1_summary answers the row card: detail fields, price and invoice only when priced, map details (§3)', async () => {
    const priced = (await k.get(`${path(pricedLine)}format=v1_summary`)).json().transaction;
    expect(priced.isPriced).toBe('Y');
    expect(priced.invoiceNumber).toEqual(expect.any(String));
    expect(priced.netUnitListPriceInSupplyCurrency).toEqual(expect.any(Number));
    expect(priced.transactionUniqueId).toBe(`${pricedLine.id}${pricedLine.product_id ?? ''}`);
    for (const key of [
      'latitude',
      'longitude',
      'siteName',
      'siteStreetAndNumber',
      'siteTown',
      'siteType',
      'sitePostCode',
      'siteRegion',
      'siteTypeDescription',
      'siteTelephoneNumber',
    ])
      expect(priced.mapDetails).toHaveProperty(key);
    const unpriced = (await k.get(`${path(unpricedLine)}format=v1_summary`)).json().transaction;
    expect(unpriced.isPriced).toBe('N');
    expect(unpriced).not.toHaveProperty('invoiceNumber');
    expect(unpriced).not.toHaveProperty('netUnitListPriceInSupplyCurrency');
    // The product id is omitted when empty (declined lines without a product).
    const bare = await k.get(`/api/transactions/transactions/${noProductLine.id}?format=v1_summary`);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().transaction.transactionUniqueId).toBe(noProductLine.id);
  });

  it('v1_full answers the sections with key/label/value items, the three views and editableFields (§3)', async () => {
    const res = await k.get(`${path(odometerLine)}format=v1_full`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    for (const section of [
      'authorisation',
      'transaction',
      'customerCard',
      'invoice',
      'retailSite',
      'supplyView',
      'invoiceView',
      'issuerView',
    ]) {
      expect(detail[section].length, section).toBeGreaterThan(0);
      for (const item of detail[section])
        expect(Object.keys(item)).toEqual(expect.arrayContaining(['key', 'label', 'value']));
    }
    const flag = detail.customerCard.find((i: { key: string }) => i.key === 'cardsOdometerFlag');
    expect(flag.value).toBe('true');
    expect(detail.editableFields.map((i: { key: string }) => i.key)).toEqual(['changeableOdometer']);
    const plain = (await k.get(`${path(plainLine)}format=v1_full`)).json();
    expect(plain.customerCard.find((i: { key: string }) => i.key === 'cardsOdometerFlag').value).toBe(
      'false',
    );
    expect(plain.editableFields).toEqual([]);
  });

  it('format=xlsx exports the shown sections of the chosen view to a sheet named Transactions (§2 full details)', async () => {
    const res = await k.get(`${path(pricedLine)}format=xlsx&view=invoice`);
    expect(res.statusCode).toBe(200);
    // §9 other downloads: title, level code (the line's authority) and date ddMMyy.
    expect(res.headers['content-disposition']).toMatch(
      /filename="TransactionDetails_[A-Z]?\d{3,7}_\d{6}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions');
    const sections = new Set<string>();
    sheet?.eachRow((row, n) => {
      if (n > 1) sections.add(String(row.getCell(1).value));
    });
    expect([...sections]).toEqual([
      'Authorisation',
      'Invoice values',
      'Transaction',
      'Customer card',
      'Invoice',
      'Retail site',
    ]);
  });

  it("format=xlsx speaks the user's language: labelled sections and fields, numbers and dates as cells in the user's format (issue 15)", async () => {
    const [before] = await k.rows<{ language_code: string; preferences: object }>(
      sql`select language_code, preferences from users where id = 1`,
    );
    await k.rows(
      sql`update users set language_code = 'de',
            preferences = preferences || '{"dateFormat":"YYYY-MM-DD hh:mm:ss"}'::jsonb where id = 1`,
    );
    try {
      const res = await k.get(`${path(pricedLine)}format=xlsx&view=supply`);
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Transactions');
      if (!sheet) throw new Error('no sheet');
      expect(sheet.getRow(1).values).toEqual([undefined, 'Abschnitt', 'Feld', 'Wert', 'Einheit']);
      const byField = new Map<string, ExcelJS.Cell>();
      const sections = new Set<string>();
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        sections.add(String(row.getCell(1).value));
        byField.set(String(row.getCell(2).value), row.getCell(3));
      });
      expect([...sections]).toContain('Werte der Lieferung');
      expect([...sections]).toContain('Autorisierung');
      const when = byField.get('Datum und Uhrzeit');
      expect(when?.value).toBeInstanceOf(Date);
      expect(when?.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      expect(typeof byField.get('Menge')?.value).toBe('number');
      expect(typeof byField.get('Bruttobetrag (Lieferwährung)')?.value).toBe('number');
      expect(byField.get('Bepreist')?.value).toBe('Ja');
      // A country by name in German, not its code.
      const country = String(byField.get('Lieferland')?.value);
      expect(country.length).toBeGreaterThan(2);
      // No internal key anywhere in the sheet.
      sheet.eachRow((row) => {
        for (const cell of [row.getCell(1), row.getCell(2)])
          expect(String(cell.value)).not.toMatch(/View$|^retailSite$/);
      });
    } finally {
      await k.rows(
        sql`update users set language_code = ${before?.language_code ?? 'en'},
              preferences = ${JSON.stringify(before?.preferences ?? {})}::jsonb where id = 1`,
      );
    }
  });

  it("answers 404 for another tenant's transaction and an unknown one, on every route; 403 for a non-impersonating admin", async () => {
    expect((await k.get(`${path(foreignLine)}format=v1_full`)).statusCode).toBe(404);
    expect((await k.get(`${path(foreignLine)}format=v1_summary`)).statusCode).toBe(404);
    expect((await k.get(`${path(foreignLine)}format=xlsx`)).statusCode).toBe(404);
    const edit = await k.post(`${path(foreignLine)}`, {
      fieldName: 'changeableOdometer',
      fieldValue: '123',
      transactionId: foreignLine.id,
    });
    expect(edit.statusCode).toBe(404);
    const [unchanged] = await k.rows<{ odometer: number | null }>(
      sql`select odometer from transactions where transaction_id = ${foreignLine.id}::uuid and product_id = ${foreignLine.product_id}`,
    );
    expect(unchanged?.odometer).toBe(foreignLine.odometer);
    expect(
      (await k.get(`/api/transactions/transactions/00000000-0000-4000-8000-000000000000?format=v1_full`))
        .statusCode,
    ).toBe(404);
    expect((await k.get(`${path(odometerLine)}format=v1_full`, await k.as('platformAdmin'))).statusCode).toBe(
      403,
    );
    expect((await k.get('/api/transactions/transactions/not-an-id')).statusCode).toBe(400);
  });

  it('edits the odometer: saved, answered with the refreshed detail, audited in the same transaction (§4, §7)', async () => {
    const res = await k.post(`${path(odometerLine)}`, {
      fieldName: 'changeableOdometer',
      fieldValue: '1234567',
      transactionId: `${odometerLine.id}${odometerLine.product_id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().editableFields[0].value).toBe('1234567');
    const summary = (await k.get(`${path(odometerLine)}format=v1_summary`)).json().transaction;
    expect(summary.odometer).toBe(1234567);
    const audit = await k.rows<{
      action_code: string;
      body: { newValue: number; previousValue: number | null };
    }>(
      sql`select action_code, body from audit_log where action_code = 'TXOD' order by logging_time desc limit 1`,
    );
    expect(audit[0]?.body.newValue).toBe(1234567);
    expect(audit[0]?.body.previousValue).toBe(odometerLine.odometer);
  });

  it('refuses an odometer that is not digits (integer message) or longer than 7 (max-digits message) (§5)', async () => {
    const send = (fieldValue: string) =>
      k.post(`${path(odometerLine)}`, {
        fieldName: 'changeableOdometer',
        fieldValue,
        transactionId: odometerLine.id,
      });
    for (const bad of ['12a', '-5', '1.5', ' ', '']) {
      const res = await send(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().messageKey, bad).toBe('integer_message');
    }
    const long = await send('12345678');
    expect(long.statusCode).toBe(400);
    expect(long.json().messageKey).toBe('max_digits_message');
    const other = await k.post(`${path(odometerLine)}`, {
      fieldName: 'driverName',
      fieldValue: '1',
      transactionId: odometerLine.id,
    });
    expect(other.statusCode).toBe(400);
  });

  it('refuses the edit when the odometer flag is off, and for a user whose migration status exceeds 3 (§6)', async () => {
    const off = await k.post(`${path(plainLine)}`, {
      fieldName: 'changeableOdometer',
      fieldValue: '100',
      transactionId: plainLine.id,
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().messageKey).toBe('odometer_not_editable');
    const migrated = await k.post(
      `${path(odometerLine)}`,
      { fieldName: 'changeableOdometer', fieldValue: '100', transactionId: odometerLine.id },
      await k.as('migrated'),
    );
    expect(migrated.statusCode).toBe(403);
    expect(migrated.json().messageKey).toBe('migrated_user_not_allowed');
    const [row] = await k.rows<{ n: string }>(
      sql`select count(*) as n from audit_log where action_code = 'TXOD'`,
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('offers the column choices with the brand column always added and at most 10 selected (§4, §9)', async () => {
    const res = await k.get('/api/transactions/transactioncolumns');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.maxSelectCount).toBe(10);
    expect(body.alwaysColumns).toEqual(['brand']);
    expect(body.columns.map((c: { key: string }) => c.key)).toContain('fullCardNumber');
    expect(
      (await k.get('/api/transactions/transactioncolumns', await k.as('platformAdmin'))).statusCode,
    ).toBe(403);
  });
});
