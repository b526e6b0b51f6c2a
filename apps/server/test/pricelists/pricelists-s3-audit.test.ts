import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { s3ObjectStore } from '../../src/platform/object-store';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { S3RVER_CREDENTIALS, startS3Server } from '../platform/s3-server';
import { createPriceListApp, multipartBody, realXlsx } from './support';

const BASE = '/api/transactions/pricingList';
const BUCKET = 'portal-pricelists';
type Row = {
  action_code: string;
  is_success: boolean;
  authority_ids: string[];
  body: Record<string, unknown>;
};

describe('price lists on S3 (S3_BUCKET config, a live s3rver) write audit rows through runWrite', () => {
  let ctx: Awaited<ReturnType<typeof createPriceListApp>>;
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let endpoint: string;
  let claire: string;
  let oliver: string;
  let own: string;
  let oliverAuthority: string;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

  const upload = async (cookie: string, authorityId: string, fileName: string) => {
    const form = multipartBody({ authorityId }, { fileName, body: await realXlsx() });
    return ctx.app.inject({
      method: 'POST',
      url: `${BASE}/UploadAsync`,
      payload: form.payload,
      headers: { ...form.headers, cookie },
    });
  };
  const rowsSince = (id: number) =>
    queryRows<Row & { id: number }>(
      ctx.database.db,
      sql`select id, action_code, is_success, authority_ids, body from audit_log where id > ${id} order by id`,
    );
  const lastId = async () =>
    Number(
      (await queryRows<{ id: number | null }>(ctx.database.db, sql`select max(id) as id from audit_log`))[0]
        ?.id ?? 0,
    );

  beforeAll(async () => {
    server = await startS3Server(BUCKET);
    endpoint = server.endpoint;
    // The app's S3 client takes its credentials from the SDK's usual chain, here the environment.
    process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
    ctx = await createPriceListApp({
      objectStore: { s3: { bucket: BUCKET, endpoint, region: 'us-east-1', prefix: 'portal' } },
    });
    [claire, oliver] = await Promise.all([ctx.signInAs('customerAdmin'), ctx.signInAs('user')]);
    const hierarchy = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie: claire } })
    ).json();
    own = hierarchy.authorities[0].authorityId;
    oliverAuthority = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/users/users/loggedinuser',
        headers: { cookie: oliver },
      })
    ).json().accessLevelCode;
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await server?.stop();
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  it('upload stores the bytes in S3 and writes PLUP; download reads them back; delete writes PLDL', async () => {
    expect(ctx.app.objects.kind).toBe('s3');
    const before = await lastId();
    const res = await upload(claire, own, 'S3 prices.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const key = `pricelists/${own}/S3 prices.xlsx`;
    const direct = s3ObjectStore({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: S3RVER_CREDENTIALS,
    });
    expect(await direct.head(`portal/${key}`)).toMatchObject({ etag: res.json().ETag });
    const got = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/DownloadAsync?authorityIds=${own}&key=${encodeURIComponent(key)}`,
      headers: { cookie: claire },
    });
    expect(Buffer.from(got.json().fileContents, 'base64').subarray(0, 2).toString()).toBe('PK');
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/DeleteAsync`,
      payload: { key, authorityId: own },
      headers: { ...WRITE_HEADERS, cookie: claire },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await direct.head(`portal/${key}`)).toBeNull();
    const rows = await rowsSince(before);
    expect(rows.map((r) => [r.action_code, r.is_success, r.authority_ids, r.body.key])).toEqual([
      ['PLUP', true, [own], key],
      ['PLDL', true, [own], key],
    ]);
  });

  it('an upload without managePriceList_X is refused before it is read: 403, no row, nothing in S3', async () => {
    const before = await lastId();
    const res = await upload(oliver, oliverAuthority, 'refused.xlsx');
    expect([res.statusCode, res.json().messageKey]).toEqual([403, 'pricelist_not_allowed']);
    // Refused by the route's permission gate (issue 42), like the session guard's refusals: no write ran.
    expect(await rowsSince(before)).toEqual([]);
    expect(await ctx.app.objects.head(`pricelists/${oliverAuthority}/refused.xlsx`)).toBeNull();
  });
});
