import { createHash } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bulkLoadGenerationStatements } from '../db/generation-triggers';
import { bulkLoadRowSecurityStatements } from '../db/row-security';
import * as db from '../db/schema';
import { hashPassword } from '../platform/passwords';
import { createContext, type GenContext, isoDate } from './context';
import { hierarchySpecs, userSpecs } from './emit/accounts';
import { auditSpec } from './emit/audit';
import { cardSpecs, orderSpecs } from './emit/cards';
import { CHARGING_COLUMNS, chargingRows } from './emit/charging';
import type { CopySpec } from './emit/copy-spec';
import { evNetworkSpecs, evPriceSpec, tokenSpecs } from './emit/ev';
import { invoiceSpec } from './emit/invoices';
import { referenceSpecs } from './emit/reference';
import { pricelistSpec, restrictionSpecs } from './emit/restrictions';
import { TRANSACTION_COLUMNS, transactionRows } from './emit/transactions';
import { type BulkLoader, openBulkLoader } from './load/bulk-loader';
import { suspendConstraints, syncIdentitySequences } from './load/constraints';
import { writeRollups } from './load/derived';
import { loadThroughWorker } from './load/worker-feed';
import { NAMED_USERS, SHARED_DEMO_PASSWORD } from './named-users';
import type { CardPlan } from './plan/cards';
import { planCards } from './plan/cards';
import { planEvNetwork } from './plan/ev';
import { planHierarchy } from './plan/hierarchy';
import { InvoiceBook } from './plan/invoices';
import { planRestrictions } from './plan/restrictions';
import { planSites } from './plan/sites';
import { planTokens } from './plan/tokens';
import { planUsers } from './plan/users';
import { PRESETS, type PresetName } from './presets';

export type GenerateOptions = {
  preset: PresetName;
  seed: number;
  /** UTC midnight the history ends at (see parseAsOf). */
  asOf: number;
  /** Empty every table first instead of refusing a database that holds data. */
  reset?: boolean;
  log?: (message: string) => void;
};

export type GenerateResult = {
  preset: PresetName;
  seed: number;
  asOf: string;
  seconds: number;
  rows: Record<string, number>;
};

/** Bumped when the generator's output changes shape, so a stored seed marker tells which data it is. */
export const GENERATOR_VERSION = 1;

/**
 * Fills an empty, migrated database with the preset's data in one transaction: keys and indexes are
 * suspended, every table is streamed in with COPY, rollups are derived, then keys, indexes and foreign
 * keys come back (validating everything) before the commit.
 */
export async function generateDemoData(
  database: Database,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const ctx = createContext(PRESETS[options.preset], options.seed, options.asOf);
  const hashes = await hashDemoPasswords(ctx);
  const loader = await openBulkLoader(database);
  const rows: Record<string, number> = {};
  try {
    await prepare(loader, options.reset ?? false);
    for (const statement of bulkLoadGenerationStatements.off()) await loader.exec(statement);
    for (const statement of bulkLoadRowSecurityStatements.off()) await loader.exec(statement);
    const restore = await suspendConstraints(loader);
    let t0 = performance.now();
    const loaded = (name: string, count: number) => {
      rows[name] = (rows[name] ?? 0) + count;
      log(`${name}: ${rows[name]} rows in ${seconds(t0)} s`);
      t0 = performance.now();
    };
    if (loader.copyChunk) {
      // PGlite runs on this thread: generate in a worker meanwhile.
      const input = { preset: options.preset, seed: options.seed, asOf: options.asOf, hashes: [...hashes] };
      await loadThroughWorker(loader, input, loaded, log);
    } else {
      for (const spec of datasetSpecs(ctx, hashes, log)) {
        loaded(getTableName(spec.table), await loader.copy(spec.table, spec.columns, spec.rows));
      }
    }
    t0 = performance.now();
    await writeRollups(loader);
    log(`rollups in ${seconds(t0)} s`);
    t0 = performance.now();
    await restore();
    log(`keys, indexes and foreign keys in ${seconds(t0)} s`);
    await syncIdentitySequences(loader);
    for (const statement of bulkLoadGenerationStatements.on()) await loader.exec(statement);
    for (const statement of bulkLoadRowSecurityStatements.on()) await loader.exec(statement);
    await loader.exec(bulkLoadGenerationStatements.raiseAll());
    const marker = JSON.stringify({
      preset: ctx.preset.name,
      seed: ctx.seed,
      asOf: isoDate(ctx.asOf),
      version: GENERATOR_VERSION,
    });
    await loader.exec(
      `INSERT INTO app_meta (key, value, updated_at) VALUES ('seed', '${marker}', now())
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
    await loader.commit();
  } catch (error) {
    await loader.rollback().catch(() => {});
    throw error;
  }
  const t0 = performance.now();
  await analyze(database);
  log(`statistics in ${seconds(t0)} s`);
  return {
    preset: ctx.preset.name,
    seed: ctx.seed,
    asOf: isoDate(ctx.asOf),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    rows,
  };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Every table's rows in load order, without a database. Lazy: the invoices are summed while the
 * transactions stream, so each spec must be consumed before the next is pulled.
 */
export function* datasetSpecs(
  ctx: GenContext,
  hashes: Map<string, string>,
  log: (m: string) => void = () => {},
) {
  const catalogue = planSites(ctx);
  const hierarchy = planHierarchy(ctx);
  const users = planUsers(ctx, hierarchy);
  const cards = planCards(ctx, hierarchy, catalogue);
  const restrictions = planRestrictions(ctx, hierarchy, cards, catalogue);
  const ev = planEvNetwork(ctx, hierarchy);
  const tokens = planTokens(ctx, hierarchy, cards, ev);
  const book = new InvoiceBook(ctx);
  const cardsByAuthority = new Map<string, CardPlan[]>();
  for (const card of cards) {
    const list = cardsByAuthority.get(card.authority.id);
    if (list) list.push(card);
    else cardsByAuthority.set(card.authority.id, [card]);
  }
  log(
    `planned ${hierarchy.authorities.length} authorities, ${users.users.length} users, ${cards.length} cards`,
  );

  yield* referenceSpecs(catalogue);
  yield* hierarchySpecs(ctx, hierarchy);
  yield* userSpecs(ctx, users, hashes);
  yield* restrictionSpecs(ctx, hierarchy, restrictions, users);
  yield* evNetworkSpecs(ev);
  yield* tokenSpecs(tokens);
  yield {
    table: db.transactions,
    columns: TRANSACTION_COLUMNS,
    rows: transactionRows(ctx, hierarchy, cardsByAuthority, catalogue, book),
  } satisfies CopySpec;
  book.finish();
  yield invoiceSpec(book);
  // Cards after transactions: each now knows its last transaction.
  yield* cardSpecs(cards, users);
  yield orderSpecs(ctx, cards, users);
  yield {
    table: db.chargingSessions,
    columns: CHARGING_COLUMNS,
    rows: chargingRows(ctx, hierarchy, tokens, ev),
  } satisfies CopySpec;
  yield auditSpec(ctx, hierarchy, users, cards);
  yield pricelistSpec(ctx, hierarchy, users);
  yield evPriceSpec(ctx);
}

/** Advisory lock held while demo data loads, so concurrent starts load it once. */
const LOAD_LOCK_KEY = 3_000_003;

/** The database already holds data and no reset was asked for. */
export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The database already holds data; use --reset to replace it.');
  }
}

/**
 * Refuses a database with data unless asked to reset it. The advisory lock makes a second instance
 * starting at the same time wait for the first load and then find the data.
 */
async function prepare(loader: BulkLoader, reset: boolean) {
  await loader.exec(`SELECT pg_advisory_xact_lock(${LOAD_LOCK_KEY})`);
  const tables = await loader.rows<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('app_meta', 'data_generations', 'audit_action_types') ORDER BY 1`,
  );
  if (reset) {
    await loader.exec(`TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
    return;
  }
  const [probe] = await loader.rows<{ used: boolean }>(
    `SELECT exists (SELECT 1 FROM users) OR exists (SELECT 1 FROM authorities) AS used`,
  );
  if (probe?.used) throw new DatabaseNotEmptyError();
}

/** One scrypt hash per distinct demo password, salted from the seed so reruns are identical. */
export async function hashDemoPasswords(ctx: GenContext): Promise<Map<string, string>> {
  const passwords = [
    ...new Set([SHARED_DEMO_PASSWORD, ...NAMED_USERS.flatMap((u) => (u.password ? [u.password] : []))]),
  ];
  // Demo passwords are public, so a cheaper work factor keeps start-up fast; sign-in may rehash them.
  const hashes = await Promise.all(
    passwords.map((password) => {
      const salt = createHash('sha256').update(`${ctx.seed}:${password}`).digest().subarray(0, 16);
      return hashPassword(password, { N: 2 ** 14, r: 8, p: 1, salt });
    }),
  );
  return new Map(passwords.map((password, i) => [password, hashes[i] as string]));
}

async function analyze(database: Database) {
  if (database.kind === 'postgres' && database.pool) await database.pool.query('VACUUM (ANALYZE)');
  else await database.pglite?.exec('ANALYZE');
}
