import { existsSync } from 'node:fs';
import path from 'node:path';
import { PRICE_LIST_MAX_BYTES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { buildZip, createPriceListApp, multipartBody, realXlsx, unzipEntries } from './support';

const UNSUPPORTED = 'pricelist_file_type_not_supported';
const BASE = '/api/transactions/pricingList';

describe('price-list files (spec 001 §2, §5, §6, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createPriceListApp>>;
  let claire: string;
  let oliver: string;
  let ivan: string;
  let admin: string;
  /** A Northwind authority with demo files, reached by Claire. */
  let own: string;
  /** An authority with demo files that Claire does not reach. */
  let foreign: string;
  let oliverAuthority: string;

  const upload = (
    cookie: string,
    authorityId: string,
    fileName: string,
    body: Buffer,
    encodedName = false,
  ) => {
    const form = multipartBody({ authorityId }, { fileName, body, encodedName });
    return ctx.app.inject({
      method: 'POST',
      url: `${BASE}/UploadAsync`,
      payload: form.payload,
      headers: { ...form.headers, cookie },
    });
  };
  const list = (cookie: string, authorityId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${BASE}/GetAsync?authorityIds=${authorityId}`,
      headers: { cookie },
    });
  const download = (cookie: string, authorityId: string, key: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${BASE}/DownloadAsync?authorityIds=${authorityId}&key=${encodeURIComponent(key)}`,
      headers: { cookie },
    });
  const remove = (cookie: string, authorityId: string, key: string, url = `${BASE}/DeleteAsync`) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: { key, authorityId },
      headers: { ...WRITE_HEADERS, cookie },
    });

  beforeAll(async () => {
    ctx = await createPriceListApp();
    [claire, oliver, ivan, admin] = await Promise.all([
      ctx.signInAs('customerAdmin'),
      ctx.signInAs('user'),
      ctx.signInAs('internal'),
      ctx.signInAs('platformAdmin'),
    ]);
    const hierarchy = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie: claire } })
    ).json();
    const reached = new Set((hierarchy.authorities as { authorityId: string }[]).map((a) => a.authorityId));
    const withFiles = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select distinct authority_id from pricelist_files order by authority_id`,
    );
    own = withFiles.map((r) => r.authority_id).find((id) => reached.has(id)) as string;
    foreign = withFiles.map((r) => r.authority_id).find((id) => !reached.has(id)) as string;
    const selection = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/users/users/loggedinuser',
        headers: { cookie: oliver },
      })
    ).json();
    oliverAuthority = selection.accessLevelCode;
    expect(own).toBeTruthy();
    expect(foreign).toBeTruthy();
  }, 180_000);
  afterAll(() => ctx?.close());

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

  describe('refuses with the unsupported-type message (§5, §8)', () => {
    const refusals: [string, () => Promise<{ name: string; body: Buffer; encodedName?: boolean }>][] = [
      ['a .csv extension', async () => ({ name: 'prices.csv', body: Buffer.from('a,b\n1,2\n') })],
      ['a .xlsm extension (macros)', async () => ({ name: 'prices.xlsm', body: await realXlsx() })],
      ['a .xlsb extension', async () => ({ name: 'prices.xlsb', body: await realXlsx() })],
      ['a file without extension', async () => ({ name: 'prices', body: await realXlsx() })],
      [
        'an executable renamed .xlsx',
        async () => ({
          name: 'setup.xlsx',
          body: Buffer.concat([Buffer.from('MZ\x90\0'), Buffer.alloc(600)]),
        }),
      ],
      [
        'HTML renamed .xlsx',
        async () => ({ name: 'page.xlsx', body: Buffer.from('<html><script>alert(1)</script></html>') }),
      ],
      [
        'SVG renamed .xlsx',
        async () => ({ name: 'image.xlsx', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }),
      ],
      ['CSV renamed .xlsx', async () => ({ name: 'prices.xlsx', body: Buffer.from('product,price\nA,1\n') })],
      ['an xlsx renamed .xls', async () => ({ name: 'prices.xls', body: await realXlsx() })],
      [
        'an OLE2 file without a workbook (a .doc renamed .xls)',
        async () => {
          const doc = Buffer.alloc(2048);
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(doc, 0);
          Buffer.from('WordDocument\0', 'utf16le').copy(doc, 1024);
          return { name: 'letter.xls', body: doc };
        },
      ],
      [
        'a zip that is no workbook',
        async () => ({
          name: 'archive.xlsx',
          body: buildZip([{ name: 'readme.txt', data: Buffer.from('hi') }]),
        }),
      ],
      [
        'a macro-enabled workbook renamed .xlsx',
        async () => {
          const entries = await unzipEntries(await realXlsx());
          return {
            name: 'macros.xlsx',
            body: buildZip(
              entries
                .map((e) =>
                  e.name === '[Content_Types].xml'
                    ? {
                        ...e,
                        data: Buffer.from(
                          e.data
                            .toString()
                            .replace(
                              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
                              'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
                            ),
                        ),
                      }
                    : e,
                )
                .concat([{ name: 'xl/vbaProject.bin', data: Buffer.from('VBA') }]),
            ),
          };
        },
      ],
      [
        'a zip bomb (declared sizes and ratio)',
        async () => {
          const entries = await unzipEntries(await realXlsx());
          const zeros = Buffer.alloc(60 * 1024 * 1024);
          return {
            name: 'bomb.xlsx',
            body: buildZip([...entries, { name: 'xl/media/fill.bin', data: zeros }]),
          };
        },
      ],
      [
        'a zip whose entry lies about its size',
        async () => {
          const entries = await unzipEntries(await realXlsx());
          const bigSheet = Buffer.from(`<worksheet>${'<row/>'.repeat(200_000)}</worksheet>`);
          return {
            name: 'liar.xlsx',
            body: buildZip(
              entries.map((e) =>
                e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data: bigSheet, declaredSize: 100 } : e,
              ),
            ),
          };
        },
      ],
      [
        'a zip with too many entries',
        async () => {
          const entries = await unzipEntries(await realXlsx());
          const extra = Array.from({ length: 250 }, (_, i) => ({
            name: `xl/x${i}.txt`,
            data: Buffer.from('x'),
          }));
          return { name: 'many.xlsx', body: buildZip([...entries, ...extra]) };
        },
      ],
      [
        'a zip-slip entry name',
        async () => {
          const entries = await unzipEntries(await realXlsx());
          return {
            name: 'slip.xlsx',
            body: buildZip([...entries, { name: '../../etc/evil.xml', data: Buffer.from('<a/>') }]),
          };
        },
      ],
      [
        'an XXE payload in the sheet XML',
        async () => {
          const entries = await unzipEntries(await realXlsx());
          const xxe =
            '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><worksheet>&xxe;</worksheet>';
          return {
            name: 'xxe.xlsx',
            body: buildZip(
              entries.map((e) =>
                e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data: Buffer.from(xxe) } : e,
              ),
            ),
          };
        },
      ],
      [
        'an XXE payload in UTF-16',
        async () => {
          const entries = await unzipEntries(await realXlsx());
          const xxe = Buffer.concat([
            Buffer.from([0xff, 0xfe]),
            Buffer.from('<!DOCTYPE a [<!ENTITY b "c">]><worksheet/>', 'utf16le'),
          ]);
          return {
            name: 'xxe16.xlsx',
            body: buildZip(
              entries.map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data: xxe } : e)),
            ),
          };
        },
      ],
      ['a file name with ../', async () => ({ name: '../../etc/prices.xlsx', body: await realXlsx() })],
      [
        'a file name with CRLF',
        async () => ({ name: 'prices\r\nX-Injected: 1.xlsx', body: await realXlsx(), encodedName: true }),
      ],
    ];
    for (const [label, make] of refusals) {
      it(label, async () => {
        const file = await make();
        const res = await upload(claire, own, file.name, file.body, file.encodedName);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().messageKey).toBe(UNSUPPORTED);
      });
    }

    it('and nothing of the refused files was stored', async () => {
      const keys = (await list(claire, own)).json().map((f: { Key: string }) => f.Key);
      expect(keys.filter((k: string) => !/Pricelist_/.test(k))).toEqual([]);
      expect(existsSync(path.join(ctx.dataDir, 'objects', 'etc'))).toBe(false);
    });
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

  describe('permissions (§6: downloadPriceList_X / managePriceList_X)', () => {
    it('a card manager may list and download but not upload or delete', async () => {
      const files = await list(oliver, oliverAuthority);
      expect(files.statusCode).toBe(200);
      expect((await upload(oliver, oliverAuthority, 'p.xlsx', await realXlsx())).statusCode).toBe(403);
      const [file] = files.json();
      if (file) {
        expect((await download(oliver, oliverAuthority, file.Key)).statusCode).toBe(200);
        expect((await remove(oliver, oliverAuthority, file.Key)).statusCode).toBe(403);
      }
    });

    it('a read-only user without downloadPriceList_X is refused the list', async () => {
      const hierarchy = (
        await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie: ivan } })
      ).json();
      const id = hierarchy.authorities[0].authorityId;
      expect((await list(ivan, id)).statusCode).toBe(403);
    });

    it('an admin who is not impersonating is refused (§6 admin flag)', async () => {
      expect((await list(admin, own)).statusCode).toBe(403);
      expect((await upload(admin, own, 'p.xlsx', await realXlsx())).statusCode).toBe(403);
    });
  });

  describe('another tenant', () => {
    it("cannot list, upload to, download from or delete another tenant's files", async () => {
      const [theirs] = await queryRows<{ object_key: string }>(
        ctx.database.db,
        sql`select object_key from pricelist_files where authority_id = ${foreign} limit 1`,
      );
      const key = theirs?.object_key as string;
      expect((await list(claire, foreign)).statusCode).toBe(403);
      expect((await upload(claire, foreign, 'p.xlsx', await realXlsx())).statusCode).toBe(403);
      expect((await download(claire, foreign, key)).statusCode).toBe(403);
      // Their key asked for inside my own scope is not found.
      expect((await download(claire, own, key)).statusCode).toBe(404);
      expect((await remove(claire, foreign, key)).statusCode).toBe(403);
      expect((await remove(claire, own, key)).statusCode).toBe(404);
      const still = await queryRows(
        ctx.database.db,
        sql`select 1 from pricelist_files where object_key = ${key}`,
      );
      expect(still).toHaveLength(1);
    });
  });
});
