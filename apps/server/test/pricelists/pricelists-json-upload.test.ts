import { PRICE_LIST_MAX_BYTES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { createPriceListApp, multipartBody, realXlsx } from './support';

const URL = '/api/transactions/pricingList/UploadAsync';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spec 001 §3: UploadAsync takes the file as JSON too, with the multipart upload's checks. */
describe('price-list upload as a JSON file payload (spec 001 §3, §7 UploadAsync)', () => {
  let ctx: Awaited<ReturnType<typeof createPriceListApp>>;
  let claire: string;
  let own: string;

  const jsonUpload = (file: Record<string, unknown>, authorityId = own) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: { authorityId, file },
      headers: { ...WRITE_HEADERS, cookie: claire },
    });
  const payload = (fileName: string, bytes: Buffer, extra: Record<string, unknown> = {}) => ({
    fileName,
    length: bytes.length,
    content: bytes.toString('base64'),
    contentDisposition: `form-data; name="file"; filename="${fileName}"`,
    contentType: XLSX_TYPE,
    ...extra,
  });
  const stored = async (fileName: string) =>
    (
      await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from pricelist_files where object_key = ${`pricelists/${own}/${fileName}`}`,
      )
    )[0]?.n;

  beforeAll(async () => {
    ctx = await createPriceListApp();
    claire = await ctx.signInAs('customerAdmin');
    const hierarchy = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie: claire } })
    ).json();
    own = hierarchy.authorities[0].authorityId;
  }, 180_000);
  afterAll(() => ctx?.close());

  it('stores the decoded file, the same bytes a multipart upload of it stores', async () => {
    const xlsx = await realXlsx();
    const res = await jsonUpload(payload('Json prices.xlsx', xlsx));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Key: `pricelists/${own}/Json prices.xlsx` });
    const form = multipartBody({ authorityId: own }, { fileName: 'Form prices.xlsx', body: xlsx });
    const viaForm = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: form.payload,
      headers: { ...form.headers, cookie: claire },
    });
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(res.json().ETag).toBe(viaForm.json().ETag);
  });

  it('refuses a length that is not the content length, and changes nothing', async () => {
    const xlsx = await realXlsx();
    const res = await jsonUpload(payload('Wrong length.xlsx', xlsx, { length: xlsx.length + 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('pricelist_file_length_mismatch');
    expect(await stored('Wrong length.xlsx')).toBe(0);
  });

  it('refuses content that is not base64', async () => {
    const res = await jsonUpload({ ...payload('Bad.xlsx', Buffer.from('abc')), content: 'not*base64!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('pricelist_file_content_invalid');
    expect(await stored('Bad.xlsx')).toBe(0);
  });

  it('refuses a file over the size limit with 413, declared or decoded', async () => {
    const big = Buffer.alloc(PRICE_LIST_MAX_BYTES + 1, 1);
    expect((await jsonUpload(payload('Big.xlsx', big))).statusCode).toBe(413);
    expect((await jsonUpload(payload('Big.xlsx', Buffer.from('x'), { length: big.length }))).statusCode).toBe(
      413,
    );
    expect(await stored('Big.xlsx')).toBe(0);
  });

  it('applies the multipart checks: a file that is no spreadsheet and a missing file are refused', async () => {
    const text = await jsonUpload(payload('Notes.xlsx', Buffer.from('plain text, not a workbook')));
    expect(text.statusCode).toBe(400);
    expect(text.json().messageKey).toBe('pricelist_file_type_not_supported');
    const none = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: { authorityId: own },
      headers: { ...WRITE_HEADERS, cookie: claire },
    });
    expect(none.statusCode).toBe(400);
  });
});
