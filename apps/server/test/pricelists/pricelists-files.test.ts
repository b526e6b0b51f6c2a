import { existsSync } from 'node:fs';
import path from 'node:path';
import { PRICE_LIST_MAX_BYTES } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { WRITE_HEADERS } from '../helpers/sign-in';
import {
  BASE,
  claire,
  ctx,
  download,
  list,
  own,
  remove,
  upload,
  usePriceListApp,
} from './pricelists-fixture';
import { multipartBody, realXlsx } from './support';

describe('price-list files: list, download, upload, replace, delete (spec 001 §2, §5, §7)', () => {
  usePriceListApp();

  it('lists the demo files of the selected authority as Key, LastModified, ETag, newest first (§3, §7)', async () => {
    const res = await list(claire, own);
    expect(res.statusCode).toBe(200);
    const files = res.json() as { Key: string; LastModified: string; ETag: string }[];
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f.Key.startsWith(`pricelists/${own}/`)).toBe(true);
    const times = files.map((f) => Date.parse(f.LastModified));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('a demo file downloads as a real workbook, made on first read (§7 DownloadAsync)', async () => {
    const [file] = (await list(claire, own)).json();
    const res = await download(claire, own, file.Key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(body.fileDownloadName).toBe(file.Key.split('/').pop());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(body.fileContents, 'base64') as never);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('Product');
    // The row now describes the stored bytes, and a second read gives the same bytes.
    const again = await download(claire, own, file.Key);
    expect(again.json().fileContents).toBe(body.fileContents);
    const listed = (await list(claire, own)).json().find((f: { Key: string }) => f.Key === file.Key);
    expect(existsSync(path.join(ctx.dataDir, 'objects', ...file.Key.split('/')))).toBe(true);
    expect(listed.ETag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('uploads a real xlsx, lists it, downloads the same bytes and deletes it (§4 reload after upload/delete)', async () => {
    const xlsx = await realXlsx();
    const res = await upload(claire, own, 'Prices November.XLSX', xlsx);
    expect(res.statusCode, res.body).toBe(200);
    const key = `pricelists/${own}/Prices November.XLSX`;
    expect(res.json()).toMatchObject({ Key: key });
    expect((await list(claire, own)).json().map((f: { Key: string }) => f.Key)).toContain(key);
    const got = await download(claire, own, key);
    expect(Buffer.from(got.json().fileContents, 'base64').equals(xlsx)).toBe(true);
    expect(existsSync(path.join(ctx.dataDir, 'objects', 'pricelists', own, 'Prices November.XLSX'))).toBe(
      true,
    );

    const deleted = await remove(claire, own, key);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(claire, own)).json().map((f: { Key: string }) => f.Key)).not.toContain(key);
    expect((await download(claire, own, key)).statusCode).toBe(404);
    expect(existsSync(path.join(ctx.dataDir, 'objects', 'pricelists', own, 'Prices November.XLSX'))).toBe(
      false,
    );
  });

  it('POST /api/pricelist deletes like DeleteAsync (§7 "or /api/pricelist")', async () => {
    const res = await upload(claire, own, 'second.xlsx', await realXlsx(2));
    expect(res.statusCode).toBe(200);
    const key = res.json().Key;
    expect((await remove(claire, own, key, '/api/pricelist')).statusCode).toBe(200);
    expect((await remove(claire, own, key, '/api/pricelist')).statusCode).toBe(404);
  });

  it('uploading the same name again replaces the file', async () => {
    await upload(claire, own, 'same.xlsx', await realXlsx(1));
    const second = await realXlsx(9);
    const res = await upload(claire, own, 'same.xlsx', second);
    expect(res.statusCode).toBe(200);
    const keys = (await list(claire, own)).json().filter((f: { Key: string }) => f.Key === res.json().Key);
    expect(keys).toHaveLength(1);
    const got = await download(claire, own, res.json().Key);
    expect(Buffer.from(got.json().fileContents, 'base64').equals(second)).toBe(true);
    await remove(claire, own, res.json().Key);
  });

  it('accepts an xls with the OLE2 header and a Workbook stream (§5)', async () => {
    const xls = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(xls, 0);
    Buffer.from('Workbook\0', 'utf16le').copy(xls, 1024);
    const res = await upload(claire, own, 'legacy.xls', xls);
    expect(res.statusCode, res.body).toBe(200);
    const got = await download(claire, own, res.json().Key);
    expect(got.json().contentType).toBe('application/vnd.ms-excel');
    await remove(claire, own, res.json().Key);
  });

  it('a file over the size limit answers 413', async () => {
    const res = await upload(claire, own, 'huge.xlsx', Buffer.alloc(PRICE_LIST_MAX_BYTES + 1024, 1));
    expect(res.statusCode).toBe(413);
  });

  it('an upload without a file or authority answers 400', async () => {
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/UploadAsync`,
      payload: { authorityId: own },
      headers: { ...WRITE_HEADERS, cookie: claire },
    });
    expect(noFile.statusCode).toBe(400);
    const form = multipartBody({}, { fileName: 'a.xlsx', body: await realXlsx() });
    const noAuthority = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/UploadAsync`,
      payload: form.payload,
      headers: { ...form.headers, cookie: claire },
    });
    expect(noAuthority.statusCode).toBe(400);
  });
});
