// POST /partner/v1/authorizations (issue 20): the card processor's real-time check. The decision is
// the authorization check's (modules/authorization), stored with its answer; an allowed one gets an
// authorisation code that the cleared line carries later (store.ts joins them).
import { randomInt } from 'node:crypto';
import type { TPartnerAuthorizeBody, TPartnerAuthorizeResponse } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRowsPrepared } from '../../db/client';
import { groupedCalls } from '../../db/grouped-calls';
import { partnerAuthorizations } from '../../db/schema';
import { type FactsReader, groupedCardFacts } from '../authorization/repo';
import { authorize } from '../authorization/service';

const CODE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** Two letters and six digits, as processors print them on the receipt. */
const newAuthorisationCode = () =>
  `${CODE_LETTERS[randomInt(CODE_LETTERS.length)]}${CODE_LETTERS[randomInt(CODE_LETTERS.length)]}${String(randomInt(1_000_000)).padStart(6, '0')}`;

type DecisionRow = {
  partner_id: string;
  request_id: string;
  card_id: number | null;
  authority_id: string | null;
  decision: string;
  answer: TPartnerAuthorizeResponse;
  authorisation_code: string | null;
  decided_at: string;
};

/**
 * The decisions' insert, a named statement (parsed and planned once per connection) taking the rows as
 * one JSON parameter: it runs for every authorization, the payment path's budget (p99 20 ms at 20
 * connections), and concurrent decisions share it (group commit).
 */
const INSERT = sql`insert into partner_authorizations
    (partner_id, request_id, card_id, authority_id, decision, answer, authorisation_code, decided_at)
  select partner_id, request_id, card_id, authority_id, decision, answer, authorisation_code, decided_at
    from jsonb_populate_recordset(null::partner_authorizations, ${sql.placeholder('rows')}::jsonb)
  on conflict do nothing
  returning partner_id, request_id`;

const keyOf = (r: { partner_id: string; request_id: string }) => `${r.partner_id}\n${r.request_id}`;

/**
 * Inserts decisions, one statement for all; answers per row whether it was stored. A row is not stored
 * when its request id is stored already (or comes twice in these rows: the first goes) or its
 * authorisation code is taken. Rows go in key order, so two writers never wait on each other in turn.
 */
async function insertDecisions(db: Db, rows: readonly DecisionRow[]): Promise<boolean[]> {
  const first = new Map<string, DecisionRow>();
  for (const row of rows) if (!first.has(keyOf(row))) first.set(keyOf(row), row);
  const ordered = [...first.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  const inserted = await queryRowsPrepared<{ partner_id: string; request_id: string }>(
    db,
    'partner_authorizations_insert',
    INSERT,
    { rows: JSON.stringify(ordered) },
  );
  const stored = new Set(inserted.map(keyOf));
  return rows.map((row) => first.get(keyOf(row)) === row && stored.has(keyOf(row)));
}

async function storedAnswer(db: Db, partnerId: string, requestId: string) {
  const [row] = await db
    .select({ answer: partnerAuthorizations.answer })
    .from(partnerAuthorizations)
    .where(
      and(eq(partnerAuthorizations.partnerId, partnerId), eq(partnerAuthorizations.requestId, requestId)),
    );
  return row?.answer as TPartnerAuthorizeResponse | undefined;
}

/**
 * The partner authorizations of one database: each decides, stores and answers; the same request id
 * asked again gets the stored answer. A new request (the usual case, on the payment path) costs the
 * check and one insert: a repeat is found by the insert's conflict, then its stored answer is read,
 * instead of a look-up before every check.
 */
export function partnerAuthorizer(db: Db) {
  // Concurrent authorizations read their cards' facts together and share the decisions' insert and
  // its commit (db/grouped-calls.ts); each is answered once its decision is stored.
  const readFacts = groupedCardFacts(db);
  const store = groupedCalls((rows: readonly DecisionRow[]) => insertDecisions(db, rows));
  return (partnerId: string, body: TPartnerAuthorizeBody, now: number) =>
    authorizeForPartner(db, { readFacts, store }, partnerId, body, now);
}

async function authorizeForPartner(
  db: Db,
  { readFacts, store }: { readFacts: FactsReader; store: (row: DecisionRow) => Promise<boolean> },
  partnerId: string,
  body: TPartnerAuthorizeBody,
  now: number,
): Promise<TPartnerAuthorizeResponse> {
  const { requestId, ...check } = body;
  const decision = await authorize(db, { ...check, time: body.time ?? now }, readFacts);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = decision.decision === 'allowed' ? newAuthorisationCode() : null;
    const answer: TPartnerAuthorizeResponse = { ...decision, requestId, authorisationCode: code };
    const stored = await store({
      partner_id: partnerId,
      request_id: requestId,
      card_id: decision.cardId,
      authority_id: decision.authorityId,
      decision: decision.decision,
      answer,
      authorisation_code: code,
      decided_at: new Date(now).toISOString(),
    });
    if (stored) return answer;
    // The same request id decided meanwhile (a retry racing its first copy): answer that decision.
    const raced = await storedAnswer(db, partnerId, requestId);
    if (raced) return raced;
    // Otherwise the code was taken: draw another.
  }
  throw new Error('no free authorisation code after 5 draws');
}
