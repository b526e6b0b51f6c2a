// PostgreSQL row-level security, the second wall behind the scope guard (issue 14, DESIGN §3).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** The role the API's connections act as: no superuser, no BYPASSRLS, so every policy applies. */
export const APP_ROLE = 'portal_app';

/** The setting a connection carries: a key of `row_scopes`, '*' for every authority, unset for none. */
export const SCOPE_SETTING = 'portal.scope';
export const ALL_AUTHORITIES = '*';
/** Sets a connection's scope (its one parameter: the key) until it is set again. */
export const SET_SCOPE_SQL = `select set_config('${SCOPE_SETTING}', $1, false)`;

/** Customer tables keyed by their own authority. */
const OWN_AUTHORITY_TABLES = [
  'account_spending_limits',
  'base_profiles',
  'card_orders',
  'cards',
  'charging_daily_rollups',
  'charging_sessions',
  'invoices',
  'pricelist_files',
  'restriction_overrides',
  'restriction_profiles',
  'rfid_tokens',
  'transaction_daily_counts',
  'transaction_product_daily_rollups',
  'transactions',
] as const;

/** Customer tables without an authority of their own: a row is visible when its owner row is. */
const THROUGH_OWNER: Record<string, string> = {
  card_status_history: 'exists (select 1 from cards o where o.card_id = card_status_history.card_id)',
  depot_permissions: 'exists (select 1 from rfid_tokens o where o.token_id = depot_permissions.token_id)',
  charge_points: 'exists (select 1 from ev_sites o where o.site_id = charge_points.site_id)',
  charge_point_daily_usage:
    'exists (select 1 from ev_sites o where o.site_id = charge_point_daily_usage.site_id)',
};

/**
 * Tables that name an authority, card or token but stay outside the policies, and why. The row-security
 * test fails for a table that names one and is in neither list.
 */
export const OUTSIDE_POLICIES: Record<string, string> = {
  authorities: 'the hierarchy the reach is computed from, read before a request has a scope',
  group_authorities: 'the hierarchy the reach is computed from',
  user_authority_access: 'the grants the reach is computed from',
  partner_authorizations: "the card processor's decisions, written and read by partner routes only",
  ocpi_connections: "operator connections, kept by the platform's CLI",
  row_scopes: 'the scopes themselves: lists of ids, no customer data',
};

const everyAuthority = `(select current_setting('${SCOPE_SETTING}', true) = '${ALL_AUTHORITIES}')`;
/** A scope is set (a signed-in request or system work): public sites and unscoped audit rows are readable. */
const anyScope = `(select coalesce(current_setting('${SCOPE_SETTING}', true), '') <> '')`;
/**
 * The scope's ids as a jsonb object: `?` is a binary search over its keys. Written as a subquery (an
 * InitPlan, run once per statement and table, only when no '*' answered first); `|| '{}'` makes one
 * in-memory copy, or each row tested would read the stored value from TOAST again.
 */
const STORED_IDS = `(select s.authority_ids || '{}'::jsonb from row_scopes s where s.scope_key = `;
const scopeIds = `${STORED_IDS}current_setting('${SCOPE_SETTING}', true))`;

/** The ids stored under `key` (storeScopeSql), read once per statement as scopeIds reads a connection's. */
export const storedIdsSql = (key: string): SQL => sql`${sql.raw(STORED_IDS)}${key})`;
const inScope = (authority: string) => `${scopeIds} ? ${authority}`;

/** Every table under a policy, with the condition a row must meet (reads and writes alike). */
export const ROW_POLICIES: Record<string, string> = {
  ...Object.fromEntries(OWN_AUTHORITY_TABLES.map((t) => [t, inScope('authority_id')])),
  ...THROUGH_OWNER,
  // Public charging sites have no authority; a customer's depot has one.
  ev_sites: `(authority_id is null and ${anyScope}) or ${inScope('authority_id')}`,
  // An audit row names the authorities it touched; one naming none (a user's own sign-in) has no tenant data.
  audit_log: `(authority_ids = '{}' and ${anyScope}) or ${scopeIds} ?| authority_ids`,
};

/** A statement about the app role, run only when the role exists (see the first statement). */
const ifAppRole = (statement: string) =>
  `DO $$ BEGIN IF EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN EXECUTE '${statement}'; END IF; END $$`;

const statements = (): string[] => [
  // Roles belong to the cluster: several databases (test runs) may create it at once. An owner without
  // CREATEROLE gets a warning; the policies still go in, and the API cannot connect as the role until an
  // administrator creates it (CREATE ROLE portal_app NOLOGIN) and the migrations run again.
  `DO $$ BEGIN
     IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
       BEGIN CREATE ROLE ${APP_ROLE} NOLOGIN;
       EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
                 WHEN insufficient_privilege THEN
                   RAISE WARNING 'row-level security: % may not create role ${APP_ROLE}; create it once', current_user;
       END;
     END IF;
   END $$`,
  `DO $$ BEGIN EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
   EXCEPTION WHEN OTHERS THEN NULL; END $$`,
  // Kept out of line uncompressed: read back at every statement, and decompressing costs more than reading.
  'ALTER TABLE row_scopes ALTER COLUMN authority_ids SET STORAGE EXTERNAL',
  // Card ids are numbered across every customer; the policy would show the caller only its own cards.
  // It looks with every authority for the one statement and restores the caller's scope (a function's
  // own SET clause on a custom setting needs a superuser).
  `CREATE OR REPLACE FUNCTION portal_next_card_id() RETURNS bigint LANGUAGE plpgsql VOLATILE SECURITY DEFINER
     SET search_path = public AS $$
   DECLARE
     caller text := current_setting('${SCOPE_SETTING}', true);
     next_id bigint;
   BEGIN
     PERFORM set_config('${SCOPE_SETTING}', '${ALL_AUTHORITIES}', true);
     SELECT coalesce(max(card_id), 0) + 1 INTO next_id FROM cards;
     PERFORM set_config('${SCOPE_SETTING}', coalesce(caller, ''), true);
     RETURN next_id;
   END $$`,
  'REVOKE ALL ON FUNCTION portal_next_card_id() FROM PUBLIC',
  ifAppRole(`GRANT EXECUTE ON FUNCTION portal_next_card_id() TO ${APP_ROLE}`),
  ifAppRole(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`),
  ifAppRole(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`),
  ifAppRole(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`),
  // The audit trail is append-only for the API.
  ifAppRole(`REVOKE UPDATE, DELETE ON audit_log FROM ${APP_ROLE}`),
  ...Object.entries(ROW_POLICIES).flatMap(([table, condition]) => [
    `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
    `DROP POLICY IF EXISTS scope ON ${table}`,
    `CREATE POLICY scope ON ${table} USING (${everyAuthority} OR ${condition})`,
  ]),
  // Searches use ILIKE and LIKE; a function not marked LEAKPROOF must wait until a row has passed the
  // policy, so a search could not use its trigram index. They reveal nothing but true or false (an
  // invalid pattern fails the same for every row). Only a superuser may mark them; elsewhere searches
  // still work, only slower.
  `DO $$ BEGIN
     IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
       ALTER FUNCTION texticlike(text, text) LEAKPROOF;
       ALTER FUNCTION textlike(text, text) LEAKPROOF;
     END IF;
   END $$`,
];

/** Installs the role, the grants and the policies; idempotent, run after the migrations. */
export async function installRowSecurity(db: Db): Promise<void> {
  for (const statement of statements()) await db.execute(sql.raw(statement));
}

/** The SQL that stores a scope's ids under its key (once; a known key is left as it is). */
export const storeScopeSql = (key: string, authorityIds: readonly string[]): SQL =>
  sql`insert into row_scopes (scope_key, authority_ids)
      select ${key}, coalesce(jsonb_object_agg(id, 1), '{}'::jsonb)
        from unnest(string_to_array(${authorityIds.join(',')}, ',')) id
      on conflict (scope_key) do nothing`;

/**
 * Statements for a bulk load (the demo generator): PostgreSQL refuses COPY FROM into a table whose
 * policies apply to the loading user, which FORCE makes true for an owner that is no superuser. The
 * load lifts FORCE inside its own transaction and puts it back before it commits.
 */
export const bulkLoadRowSecurityStatements = {
  off: () => Object.keys(ROW_POLICIES).map((t) => `ALTER TABLE ${t} NO FORCE ROW LEVEL SECURITY`),
  on: () => Object.keys(ROW_POLICIES).map((t) => `ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`),
};
