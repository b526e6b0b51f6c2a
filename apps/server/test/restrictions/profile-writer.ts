import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';
import { type DemoCtx, get, reachableAuthorities, scopeOf, send, siteOf } from './restrictions-support';

export const SAVE = '/api/cards/profile/restrictions';
export const PUT = '/api/cards/restrictions/profile';

/*
 * The restriction-profile write tests' app (spec 002 §2.5-§2.8, §4.10, §4.12, §5.4): Claire, an
 * authority of hers without the acknowledgement flag, and a site of it. Set by
 * `useProfileWriter()` before the file's first test (ES module live bindings).
 */
export let ctx: DemoCtx;
export let admin: string;
export let authorityId: string;
export let reach: string[];
export let site: Awaited<ReturnType<typeof siteOf>>;
let seq = 0;

/** Opens the app for the calling test file and closes it after its last test. */
export function useProfileWriter(): void {
  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    reach = await reachableAuthorities(ctx, admin);
    const [row] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities where restriction_ack_flag is null and authority_id in (${sql.join(
        reach.map((a) => sql`${a}`),
        sql`, `,
      )}) order by authority_id limit 1`,
    );
    authorityId = row?.authority_id as string;
    site = await siteOf(ctx, authorityId);
  }, 180_000);
  afterAll(() => ctx.close());
}

export const save = (detail: Record<string, unknown>, cookie = admin, scope = scopeOf(authorityId)) =>
  send(ctx, 'POST', `${SAVE}?${scope}`, cookie, { restrictionDetail: detail });
export const create = (blocks: Record<string, unknown>, name = `Test profile ${++seq}`) =>
  save({ profileId: '', profileName: name, profileLevel: 'A', authorityId, parentId: null, ...blocks });
export const details = async (profileId: number) =>
  (await get(ctx, `${SAVE}/${profileId}`, admin)).json().restrictiondetails;
export const act = (detail: Record<string, unknown>, cookie = admin) =>
  send(ctx, 'PUT', `${PUT}?${scopeOf(authorityId)}`, cookie, {
    cardRestrictionDetails: [{ authorityId, ...detail }],
  });
export const refusedWith = async (blocks: Record<string, unknown>, key: string) => {
  const res = await create(blocks);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().messageKey).toBe(key);
};
