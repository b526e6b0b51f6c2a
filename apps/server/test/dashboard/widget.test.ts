import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';

const URL = '/api/transactions/dashboard/widget';

describe('dashboard uninvoiced-spend widget (spec 001 §2, §3, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let claire: string;
  let admin: string;
  let reached: string[];

  beforeAll(async () => {
    ctx = await createDemoApp();
    [claire, admin] = await Promise.all([ctx.signInAs('customerAdmin'), ctx.signInAs('platformAdmin')]);
    const hierarchy = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie: claire } })
    ).json();
    reached = (hierarchy.authorities as { authorityId: string }[]).map((a) => a.authorityId);
  }, 180_000);
  afterAll(() => ctx?.close());

  /** The same sums straight from the transaction lines, in major units. */
  async function fromTransactions(authorityIds: string[], currency: string) {
    const [row] = await queryRows<{ gross: string | null; net: string | null; n: number }>(
      ctx.database.db,
      sql`select sum(t.gross_invoice_minor)::text as gross, sum(t.net_invoice_minor)::text as net,
                 count(distinct t.product_id)::int as n
            from transactions t
           where t.authority_id in (${sql.join(
             authorityIds.map((id) => sql`${id}`),
             sql`, `,
           )})
             and t.transaction_status = 'Uninvoiced' and t.invoice_currency = ${currency}`,
    );
    return { gross: Number(row?.gross ?? 0) / 100, net: Number(row?.net ?? 0) / 100, products: row?.n ?? 0 };
  }

  it('sums the uninvoiced lines of one authority with and without VAT, per product, in its currency', async () => {
    const [authority] = await queryRows<{ authority_id: string; currency: string; issuer_country: string }>(
      ctx.database.db,
      sql`select a.authority_id, a.currency, a.issuer_country from authorities a
           where a.authority_id in (${sql.join(
             reached.map((id) => sql`${id}`),
             sql`, `,
           )})
             and exists (select 1 from transactions t where t.authority_id = a.authority_id
                          and t.transaction_status = 'Uninvoiced')
           order by a.authority_id limit 1`,
    );
    expect(authority).toBeDefined();
    const id = authority?.authority_id as string;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${URL}?accessLevel=A&accessLevelCode=${id}&authorityIds=${id}&widgetType=uninvoice`,
      headers: { cookie: claire },
    });
    expect(res.statusCode, res.body).toBe(200);
    const widget = res.json();
    expect(widget.issuerCurrency).toEqual({
      currencyCode: authority?.currency,
      countryCode: authority?.issuer_country,
    });
    const expected = await fromTransactions([id], authority?.currency as string);
    expect(widget.totalUninvoiceValueWithVat.total).toBeCloseTo(expected.gross, 2);
    expect(widget.totalUninvoiceValueWithoutVat.total).toBeCloseTo(expected.net, 2);
    expect(widget.totalUninvoiceValueWithVat.currencyCode).toBe(authority?.currency);
    expect(widget.productDetailList).toHaveLength(expected.products);
    const sum = widget.productDetailList.reduce(
      (total: number, p: { productValueWithVat: number }) => total + p.productValueWithVat,
      0,
    );
    expect(sum).toBeCloseTo(widget.totalUninvoiceValueWithVat.total, 1);
    for (const p of widget.productDetailList) {
      expect(p.productValueWithVat).toBeGreaterThanOrEqual(p.productValueWithoutVat);
      expect(p.quantity).toBeGreaterThan(0);
      expect(['L', 'kWh', 'kg', 'EA']).toContain(p.quantityUnits);
    }
    const values = widget.productDetailList.map(
      (p: { productValueWithVat: number }) => p.productValueWithVat,
    );
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it('over a group uses the currency most of its authorities have', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${URL}?accessLevel=G&accessLevelCode=ALL&widgetType=uninvoice`,
      headers: { cookie: claire },
    });
    expect(res.statusCode).toBe(200);
    const widget = res.json();
    const [top] = await queryRows<{ currency: string }>(
      ctx.database.db,
      sql`select currency from authorities where authority_id in (${sql.join(
        reached.map((id) => sql`${id}`),
        sql`, `,
      )}) group by currency order by count(*) desc, currency limit 1`,
    );
    expect(widget.issuerCurrency.currencyCode).toBe(top?.currency);
    const expected = await fromTransactions(reached, top?.currency as string);
    expect(widget.totalUninvoiceValueWithVat.total).toBeCloseTo(expected.gross, 2);
  });

  it("refuses another tenant's authority (403) and an admin who is not impersonating (403)", async () => {
    const [other] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities where authority_id not in (${sql.join(
        reached.map((id) => sql`${id}`),
        sql`, `,
      )}) limit 1`,
    );
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `${URL}?accessLevel=A&accessLevelCode=${other?.authority_id}&widgetType=uninvoice`,
      headers: { cookie: claire },
    });
    expect(foreign.statusCode).toBe(403);
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `${URL}?accessLevel=G&accessLevelCode=ALL&widgetType=uninvoice`,
      headers: { cookie: admin },
    });
    expect(asAdmin.statusCode).toBe(403);
  });

  it('answers 400 for another widget type, 401 without a session', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${URL}?accessLevel=G&accessLevelCode=ALL&widgetType=invoice`,
      headers: { cookie: claire },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${URL}?widgetType=uninvoice` });
    expect(anonymous.statusCode).toBe(401);
  });
});
