import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import type { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

export type DemoCtx = Awaited<ReturnType<typeof createDemoApp>>;

export type DbCard = {
  card_id: string;
  authority_id: string;
  card_number: string;
  card_serial_number: string;
  card_status_id: number;
  pin_method: number;
  pin_req: number;
  has_reissue_feature: boolean;
  authority_stopped: boolean;
  card_holder_name: string | null;
};

/** Cards of a set of authorities, read straight from the database. */
export async function cardsOf(ctx: DemoCtx, authorityIds: string[]): Promise<DbCard[]> {
  return queryRows<DbCard>(
    ctx.database.db,
    sql`select c.card_id::text, c.authority_id, c.card_number, c.card_serial_number, c.card_status_id,
               c.pin_method, c.pin_req, c.has_reissue_feature, a.is_stopped as authority_stopped,
               c.card_holder_name
          from cards c join authorities a on a.authority_id = c.authority_id
         where c.authority_id in (${sql.join(
           authorityIds.map((a) => sql`${a}`),
           sql`, `,
         )})
         order by c.card_id`,
  );
}

export async function foreignCards(ctx: DemoCtx, reachable: string[]): Promise<DbCard[]> {
  const all = await queryRows<{ authority_id: string }>(
    ctx.database.db,
    sql`select authority_id from authorities order by authority_id`,
  );
  const foreign = all.map((a) => a.authority_id).filter((a) => !reachable.includes(a));
  return cardsOf(ctx, foreign.slice(0, 3));
}

export async function reachableAuthorities(ctx: DemoCtx, cookie: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } });
  return (res.json().authorities as { authorityId: string }[]).map((a) => a.authorityId);
}

export const get = (ctx: DemoCtx, url: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });

export const send = (
  ctx: DemoCtx,
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  cookie: string,
  payload: unknown,
) => ctx.app.inject({ method, url, headers: { ...WRITE_HEADERS, cookie }, payload: payload as object });

export async function statusOf(ctx: DemoCtx, cardId: string | number) {
  const [row] = await queryRows<{ card_status_id: number; profile_id: number | null }>(
    ctx.database.db,
    sql`select card_status_id, profile_id from cards where card_id = ${Number(cardId)}`,
  );
  return row;
}

export async function historyCount(ctx: DemoCtx, cardId: string | number) {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from card_status_history where card_id = ${Number(cardId)}`,
  );
  return Number(row?.n ?? 0);
}

export async function setMigration(ctx: DemoCtx, email: string, status: number) {
  await ctx.database.db.execute(
    sql`update users set one_fleet_migrated_status = ${status} where email = ${email}`,
  );
}

export async function setStatus(ctx: DemoCtx, cardId: string | number, status: number) {
  await ctx.database.db.execute(
    sql`update cards set card_status_id = ${status} where card_id = ${Number(cardId)}`,
  );
}

/** A restriction profile of an authority, made for a test (spec 002 §4.5 link). */
export async function insertProfile(ctx: DemoCtx, authorityId: string, name: string) {
  const [row] = await queryRows<{ profile_id: number }>(
    ctx.database.db,
    sql`insert into restriction_profiles (profile_name, authority_id, customer_id, service_code, currency)
        select ${name}, a.authority_id, a.customer_id, a.service_code, a.currency
          from authorities a where a.authority_id = ${authorityId} returning profile_id`,
  );
  return row?.profile_id as number;
}
