import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../../src/db/client';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { createPriceListApp, multipartBody } from './support';

export const BASE = '/api/transactions/pricingList';

/*
 * The price-list tests' app (spec 001 §2, §5-§7): Claire (customer admin), Oliver (card manager),
 * Ivan (read-only) and the platform admin signed in. Set by `usePriceListApp()` before the file's
 * first test (ES module live bindings).
 */
export let ctx: Awaited<ReturnType<typeof createPriceListApp>>;
export let claire: string;
export let oliver: string;
export let ivan: string;
export let admin: string;
/** A Northwind authority with demo files, reached by Claire. */
export let own: string;
/** An authority with demo files that Claire does not reach. */
export let foreign: string;
export let oliverAuthority: string;

export const upload = (
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
export const list = (cookie: string, authorityId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `${BASE}/GetAsync?authorityIds=${authorityId}`,
    headers: { cookie },
  });
export const download = (cookie: string, authorityId: string, key: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `${BASE}/DownloadAsync?authorityIds=${authorityId}&key=${encodeURIComponent(key)}`,
    headers: { cookie },
  });
export const remove = (cookie: string, authorityId: string, key: string, url = `${BASE}/DeleteAsync`) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: { key, authorityId },
    headers: { ...WRITE_HEADERS, cookie },
  });

/** Opens the app for the calling test file and closes it after its last test. */
export function usePriceListApp(): void {
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
}
