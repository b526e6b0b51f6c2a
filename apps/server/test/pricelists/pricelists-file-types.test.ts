import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claire, ctx, list, own, upload, usePriceListApp } from './pricelists-fixture';
import { buildZip, realXlsx, unzipEntries } from './support';

const UNSUPPORTED = 'pricelist_file_type_not_supported';

describe('price-list files: the accepted file types (spec 001 §5, §8)', () => {
  usePriceListApp();

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
});
