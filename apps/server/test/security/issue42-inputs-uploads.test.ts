import { describe, expect, it } from 'vitest';
import { claire, ctx, list, own, upload, usePriceListApp } from '../pricelists/pricelists-fixture';
import { buildZip, multipartBody, realXlsx, unzipEntries } from '../pricelists/support';
import { patchDeclaredSize } from './zip-patch';

const UNSUPPORTED = 'pricelist_file_type_not_supported';
const URL = '/api/transactions/pricingList/UploadAsync';

/** Issue 42 §3: upload inputs that the server answered with 500 or stored although they were hostile. */
describe('issue 42 §3: price-list uploads (spec 001 §5)', () => {
  usePriceListApp();

  it('a truncated multipart upload (no closing boundary) answers 400 with the unsupported-file key', async () => {
    const form = multipartBody({ authorityId: own }, { fileName: 'prices.xlsx', body: await realXlsx() });
    const closing = form.payload.lastIndexOf(Buffer.from('\r\n--'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: form.payload.subarray(0, closing),
      headers: { ...form.headers, cookie: claire },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messageKey).toBe(UNSUPPORTED);
  });

  it('a multipart body cut inside a part header answers 400 with the unsupported-file key', async () => {
    const form = multipartBody({ authorityId: own }, { fileName: 'prices.xlsx', body: await realXlsx() });
    const header = form.payload.indexOf(Buffer.from('Content-Disposition: form-data; name="file"'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: form.payload.subarray(0, header + 20),
      headers: { ...form.headers, cookie: claire },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messageKey).toBe(UNSUPPORTED);
  });

  it('a zip whose directory declares 1,000 bytes for 200 MB of zeros is refused and not stored', async () => {
    const entries = await unzipEntries(await realXlsx());
    const honest = buildZip([
      ...entries,
      { name: 'xl/media/image1.png', data: Buffer.alloc(200 * 1024 * 1024) },
    ]);
    const liar = patchDeclaredSize(honest, 'xl/media/image1.png', 1000);
    expect(liar.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(claire, own, 'lying-size.xlsx', liar);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messageKey).toBe(UNSUPPORTED);
    const keys = (await list(claire, own)).json().map((f: { Key: string }) => f.Key);
    expect(keys.some((k: string) => k.endsWith('lying-size.xlsx'))).toBe(false);
  }, 60_000);

  it('a zip whose directory under-declares an entry (inflating to 3x its declared size) is refused', async () => {
    const entries = await unzipEntries(await realXlsx());
    const honest = buildZip([...entries, { name: 'xl/media/image2.png', data: Buffer.alloc(30_000, 7) }]);
    const res = await upload(
      claire,
      own,
      'short.xlsx',
      patchDeclaredSize(honest, 'xl/media/image2.png', 10_000),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messageKey).toBe(UNSUPPORTED);
  });

  it('a real workbook with an honest picture is still accepted', async () => {
    const entries = await unzipEntries(await realXlsx());
    const picture = Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 7919) % 251));
    const res = await upload(
      claire,
      own,
      'honest-picture.xlsx',
      buildZip([...entries, { name: 'xl/media/image3.png', data: picture }]),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
