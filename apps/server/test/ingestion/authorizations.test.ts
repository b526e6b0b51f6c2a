// Issue 20: POST /partner/v1/authorizations decides with the authorization check (issue 19), stores
// the decision, answers a repeated request the same, and joins it to the line that carries its code.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearedLine } from '../../src/demo/emit/live-transactions';
import { AUTHORIZATIONS_URL, createIngestionApp, type IngestionApp } from './support';

let t: IngestionApp;
beforeAll(async () => {
  t = await createIngestionApp();
});
afterAll(() => t.close());

const ask = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: AUTHORIZATIONS_URL, headers: t.auth(), payload });

/** A card the check allows (active, no profile, no account limits), with a fuel product. */
async function openCard() {
  const [card] = await t.rows<{ card_number: string; authority_id: string; currency: string }>(
    sql`select c.card_number, c.authority_id, a.currency from cards c join card_statuses s on s.status_id = c.card_status_id
          join authorities a on a.authority_id = c.authority_id
         where not s.is_stopped and s.style = 'success' and not a.is_stopped and c.profile_id is null
           and not exists (select 1 from account_spending_limits l where l.authority_id = c.authority_id)
           and c.expiry_year * 12 + c.expiry_month > extract(year from now()) * 12 + extract(month from now())
         order by c.card_id limit 1`,
  );
  if (!card) throw new Error('no open card in the tiny data');
  return { cardNumber: card.card_number, authorityId: card.authority_id, currency: card.currency };
}

describe('POST /partner/v1/authorizations', () => {
  it('allows with an authorisation code, stores the decision and answers a repeat the same', async () => {
    const { cardNumber } = await openCard();
    const body = { requestId: 'auth-1', cardNumber, productId: 10001, quantity: 30, amount: 50 };
    const first = await ask(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ decision: 'allowed', rule: null, requestId: 'auth-1' });
    expect(first.json().authorisationCode).toMatch(/^[A-Z]{2}\d{6}$/);
    const again = await ask({ ...body, amount: 1 });
    expect(again.json()).toEqual(first.json());
    const rows = await t.rows<{ decision: string }>(
      sql`select decision from partner_authorizations where request_id = 'auth-1'`,
    );
    expect(rows).toEqual([{ decision: 'allowed' }]);
  });

  it('stores concurrent decisions once each: copies of one request answer its one decision', async () => {
    const { cardNumber } = await openCard();
    const body = (requestId: string) => ({ requestId, cardNumber, productId: 10001, quantity: 5, amount: 9 });
    // 20 different requests and 20 copies of one, all at once: on PostgreSQL they share inserts (group
    // commit; copies of one request in one insert); PGlite's one connection writes them one by one.
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => ask(body(`auth-many-${i}`))),
      ...Array.from({ length: 20 }, () => ask(body('auth-copy'))),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const codes = answers.slice(0, 20).map((a) => a.json().authorisationCode);
    expect(new Set(codes).size).toBe(20);
    const copies = answers.slice(20).map((a) => a.json());
    for (const copy of copies) expect(copy).toEqual(copies[0]);
    const rows = await t.rows<{ request_id: string; authorisation_code: string }>(
      sql`select request_id, authorisation_code from partner_authorizations
           where request_id like 'auth-many-%' or request_id = 'auth-copy' order by request_id`,
    );
    expect(rows).toHaveLength(21);
    expect(rows.find((r) => r.request_id === 'auth-copy')?.authorisation_code).toBe(
      copies[0].authorisationCode,
    );
    const stored = new Map(rows.map((r) => [r.request_id, r.authorisation_code]));
    for (const [i, code] of codes.entries()) expect(stored.get(`auth-many-${i}`)).toBe(code);
  });

  it('declines an unknown card with the rule and stores it without a code', async () => {
    const res = await ask({
      requestId: 'auth-2',
      cardNumber: '000000000000',
      productId: 10001,
      quantity: 1,
      amount: 1,
    });
    expect(res.json()).toMatchObject({ decision: 'declined', rule: 'cardUnknown', authorisationCode: null });
    const [row] = await t.rows<{ authorisation_code: string | null }>(
      sql`select authorisation_code from partner_authorizations where request_id = 'auth-2'`,
    );
    expect(row?.authorisation_code).toBeNull();
  });

  it('refuses what PostgreSQL cannot hold (a product id past its integer, year 0) with 400; a check beside goes on', async () => {
    const { cardNumber } = await openCard();
    const body = { cardNumber, productId: 10001, quantity: 1, amount: 1 };
    const [bigProduct, yearZero, good] = await Promise.all([
      ask({ ...body, requestId: 'auth-big', productId: 3_000_000_000 }),
      ask({ ...body, requestId: 'auth-year-0', time: '0000-06-01T10:00:00Z' }),
      ask({ ...body, requestId: 'auth-beside' }),
    ]);
    expect([bigProduct.statusCode, yearZero.statusCode, good.statusCode]).toEqual([400, 400, 200]);
  });

  it('refuses a body without a request id with 400', async () => {
    const res = await ask({ cardNumber: '000000000000', productId: 10001, quantity: 1, amount: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('joins the decision to the cleared line that carries its code', async () => {
    const card = await openCard();
    const [fed] = t.lines(1).filter((l) => l.transactionStatus === 'Authorised');
    if (!fed) throw new Error('no authorised line');
    const { invoice: _invoice, ...rest } = fed;
    const line = {
      ...rest,
      cardNumber: card.cardNumber,
      authorityId: card.authorityId,
      currency: card.currency,
    };
    const decision = (
      await ask({
        requestId: 'auth-3',
        cardNumber: line.cardNumber,
        productId: line.productId ?? 10001,
        quantity: line.quantity,
        amount: line.grossValue,
      })
    ).json();
    expect(decision.decision).toBe('allowed');
    const code = decision.authorisationCode;
    expect((await t.ingest([{ ...line, authorisationCode: code }])).stored).toBe(1);
    expect((await t.ingest([{ ...clearedLine(line), authorisationCode: code }])).stored).toBe(1);
    const [row] = await t.rows<{ transaction_id: string | null; cleared_at: unknown }>(
      sql`select transaction_id, cleared_at from partner_authorizations where request_id = 'auth-3'`,
    );
    expect(row?.transaction_id).toBe(line.transactionId);
    expect(row?.cleared_at).not.toBeNull();
  });
});
