import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FROM, ids, transactionsContext } from './kit';

type Row = {
  transactionUniqueId: string;
  transactionDateTime: string;
  fullCardNumber: string;
  transactionStatus: string;
  grossValue: number;
  siteName: string | null;
  invoiceNumber: string | null;
  summaryStatementNumber: string | null;
  brand: string;
};
type List = { transactions: Row[]; totalNumberOfTransactions: number; maxDownloadCount: number };

describe('transaction list (spec 001 §2 Transactions, §4 period filter, §5, §7, §9)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  let all: string;
  beforeAll(async () => {
    k = await transactionsContext();
    all = 'groupIds=ALL';
  }, 180_000);
  afterAll(() => k.ctx.close());

  const list = (query: string, who?: string) => k.listTransactions<List>(query, who);
  const count = async (where: ReturnType<typeof sql>) => {
    const [row] = await k.rows<{ n: string }>(
      sql`select count(*) as n from transactions t join cards c on c.card_id = t.card_id
          left join sites s on s.global_site_id = t.site_id
          left join invoices i on i.invoice_id = t.invoice_id
          left join invoices ss on ss.invoice_id = i.summary_statement_id
          where t.authority_id = ${ids(k.reach)} and ${where}`,
    );
    return Number(row?.n);
  };

  it('needs one of authority, parent or group ids (§5)', async () => {
    const res = await k.get('/api/transactions/transactions');
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('scope_required');
  });

  it('default: 15 rows newest first, three months from the first day of three months ago, exact total (§4, §9)', async () => {
    const body = await list(all);
    expect(body.transactions).toHaveLength(15);
    const times = body.transactions.map((r) => r.transactionDateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.totalNumberOfTransactions).toBe(await count(sql`t.transaction_date_time >= ${DEFAULT_FROM}`));
    expect(body.maxDownloadCount).toBe(100_000);
    expect(body.transactions[0]?.transactionUniqueId.length).toBeGreaterThanOrEqual(36);
  });

  it('a page served again from the cache shows a change to its invoices at once (DESIGN §6 generations)', async () => {
    const query = `${all}&filterdatatype=twelveMonths`; // last year: invoiced lines
    const first = await list(query);
    expect(await list(query)).toEqual(first);
    const invoiced = first.transactions.find((r) => r.invoiceNumber) as Row;
    expect(invoiced).toBeDefined();
    const [line] = await k.rows<{ invoice_id: string }>(
      sql`select invoice_id::text from transactions
           where transaction_id = ${invoiced.transactionUniqueId.slice(0, 36)}::uuid and invoice_id is not null limit 1`,
    );
    const invoiceId = line?.invoice_id as string;
    await k.rows(
      sql`update invoices set invoice_number = 'CACHE-TEST' where invoice_id = ${invoiceId}::bigint`,
    );
    try {
      expect((await list(query)).transactions.map((r) => r.invoiceNumber)).toContain('CACHE-TEST');
    } finally {
      await k.rows(
        sql`update invoices set invoice_number = ${invoiced.invoiceNumber} where invoice_id = ${invoiceId}::bigint`,
      );
    }
  });

  it('group ALL adds no group filter; an authority, a parent and a group narrow the list (§5)', async () => {
    const authority = k.reach[0] as string;
    const one = await list(`authorityIds=${authority}`);
    const [row] = await k.rows<{ n: string }>(
      sql`select count(*) as n from transactions where authority_id = ${authority}
           and transaction_date_time >= ${DEFAULT_FROM}`,
    );
    expect(one.totalNumberOfTransactions).toBe(Number(row?.n));
    const parent = k.hierarchy.parents[0];
    if (parent) {
      const [p] = await k.rows<{ n: string }>(
        sql`select count(*) as n from transactions where authority_id = ${ids(parent.authorityIds)}
             and transaction_date_time >= ${DEFAULT_FROM}`,
      );
      expect((await list(`parentIds=${parent.parentId}`)).totalNumberOfTransactions).toBe(Number(p?.n));
    }
    const group = k.hierarchy.groups.find((g) => g.groupId !== 'ALL');
    if (group) {
      const [g] = await k.rows<{ n: string }>(
        sql`select count(*) as n from transactions where authority_id = ${ids(group.authorityIds)}
             and transaction_date_time >= ${DEFAULT_FROM}`,
      );
      expect((await list(`groupIds=${group.groupId}`)).totalNumberOfTransactions).toBe(Number(g?.n));
    }
  });

  it("refuses another tenant's authority, parent or group (403) and an admin who is not impersonating", async () => {
    for (const query of [`authorityIds=${k.foreignAuthorityId}`, 'parentIds=P999999', 'groupIds=G999999']) {
      expect((await k.get(`/api/transactions/transactions?${query}`)).statusCode).toBe(403);
    }
    const admin = await k.as('platformAdmin');
    expect((await k.get(`/api/transactions/transactions?${all}`, admin)).statusCode).toBe(403);
    expect(
      (await k.ctx.app.inject({ method: 'GET', url: `/api/transactions/transactions?${all}` })).statusCode,
    ).toBe(401);
  });

  it('sorts by a listed column in either order and refuses unknown columns (§9 default sort)', async () => {
    const asc = await list(`${all}&sortBy=grossValue&sortOrder=asc&pageSize=60`);
    const values = asc.transactions.map((r) => r.grossValue);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    const desc = await list(`${all}&sortBy=fullCardNumber&sortOrder=desc&pageSize=60`);
    const cards = desc.transactions.map((r) => r.fullCardNumber);
    expect([...cards].sort().reverse()).toEqual(cards);
    const bad = await k.get(`/api/transactions/transactions?${all}&sortBy=password`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messageKey).toBe('sort_column_unknown');
  });

  it('a term d/m/yyyy with / - or . searches that day (§5)', async () => {
    const [day] = await k.rows<{ d: string }>(
      sql`select to_char(max(transaction_date_time) at time zone 'UTC' - interval '3 days', 'YYYY-MM-DD') as d
            from transactions where authority_id = ${ids(k.reach)}`,
    );
    const dayText = day?.d ?? '';
    const [y, m, d] = dayText.split('-');
    const expected = await count(
      sql`(t.transaction_date_time at time zone 'UTC')::date = ${day?.d as string}::date`,
    );
    expect(expected).toBeGreaterThan(0);
    for (const sep of ['/', '-', '.']) {
      const body = await list(
        `${all}&pageSize=120&searchBy=${encodeURIComponent(`${Number(d)}${sep}${m}${sep}${y}`)}`,
      );
      expect(body.totalNumberOfTransactions).toBe(expected);
      expect(body.transactions.every((r) => r.transactionDateTime.startsWith(day?.d as string))).toBe(true);
    }
  });

  it('other terms search the text of the visible columns only (§5, column chooser)', async () => {
    await k.put('/api/users/userpreferences/transactions', {
      columns: [
        'transactionDateTime',
        'fullCardNumber',
        'transactionStatus',
        'siteName',
        'vehicleRegistrationNumber',
        'quantity',
        'grossValue',
        'supplyCountry',
      ],
    });
    const sample = (await list(all)).transactions.find((r) => r.siteName) as Row;
    const word = (sample.siteName as string).split(' ').slice(-1)[0] as string;
    const bySite = await list(`${all}&searchBy=${encodeURIComponent(word)}&pageSize=120`);
    expect(bySite.totalNumberOfTransactions).toBeGreaterThan(0);
    const pattern = `%${word}%`;
    expect(bySite.totalNumberOfTransactions).toBe(
      await count(
        sql`t.transaction_date_time >= ${DEFAULT_FROM} and (c.card_number ilike ${pattern} or t.transaction_status::text ilike ${pattern}
            or s.site_name ilike ${pattern} or t.vehicle_registration_number ilike ${pattern} or t.supply_country ilike ${pattern}
            or exists (select 1 from brands b where b.brand_code = t.brand_code and b.name ilike ${pattern}))`,
      ),
    );
    const cardPart = sample.fullCardNumber.slice(-6);
    const byCard = await list(`${all}&searchBy=${cardPart}`);
    expect(byCard.transactions.every((r) => r.fullCardNumber.includes(cardPart))).toBe(true);
    // Without the site column among the visible ones, the site name is not searched.
    const saved = await k.put('/api/users/userpreferences/transactions', {
      columns: ['transactionDateTime', 'fullCardNumber'],
    });
    expect(saved.statusCode).toBe(200);
    const hidden = await list(`${all}&searchBy=${encodeURIComponent(word)}`);
    expect(hidden.totalNumberOfTransactions).toBeLessThan(bySite.totalNumberOfTransactions);
    await k.put('/api/users/userpreferences/transactions', {
      columns: [
        'transactionDateTime',
        'fullCardNumber',
        'siteName',
        'vehicleRegistrationNumber',
        'supplyCountry',
        'transactionStatus',
      ],
    });
    // LIKE wildcards in the term are plain characters.
    expect((await list(`${all}&searchBy=${encodeURIComponent('%')}`)).totalNumberOfTransactions).toBe(0);
  });

  it('searchTerm + columnName matches one column exactly: card, invoice, summary statement (§2)', async () => {
    const card = (await list(all)).transactions[0]?.fullCardNumber as string;
    const byCard = await list(`${all}&searchTerm=${card}&columnName=fullCardNumber&pageSize=120`);
    expect(byCard.totalNumberOfTransactions).toBe(
      await count(sql`c.card_number = ${card} and t.transaction_date_time >= ${DEFAULT_FROM}`),
    );
    expect(byCard.transactions.every((r) => r.fullCardNumber === card)).toBe(true);
    const [inv] = await k.rows<{ invoice_number: string; ss: string; invoice_date: string }>(
      sql`select i.invoice_number, ss.invoice_number as ss, i.invoice_date::text as invoice_date
            from transactions t join invoices i on i.invoice_id = t.invoice_id
            join invoices ss on ss.invoice_id = i.summary_statement_id
           where t.authority_id = ${ids(k.reach)} order by t.transaction_date_time desc limit 1`,
    );
    const lookback = new Date(Date.parse(`${inv?.invoice_date}T00:00:00Z`) - 60 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const window = `filterdatatype=custom&filterCriteria=${lookback},${inv?.invoice_date}`;
    const byInvoice = await list(
      `${all}&searchTerm=${inv?.invoice_number}&columnName=invoiceNumber&${window}&pageSize=120`,
    );
    expect(byInvoice.totalNumberOfTransactions).toBe(
      await count(sql`i.invoice_number = ${inv?.invoice_number as string}`),
    );
    expect(byInvoice.transactions.every((r) => r.invoiceNumber === inv?.invoice_number)).toBe(true);
    const bySummary = await list(
      `${all}&searchTerm=${inv?.ss}&columnName=summaryStatementNumber&${window}&pageSize=120`,
    );
    expect(bySummary.totalNumberOfTransactions).toBeGreaterThanOrEqual(byInvoice.totalNumberOfTransactions);
    expect(bySummary.transactions.every((r) => r.summaryStatementNumber === inv?.ss)).toBe(true);
    const missing = await k.get(`/api/transactions/transactions?${all}&columnName=invoiceNumber`);
    expect(missing.statusCode).toBe(400);
    expect(
      (await k.get(`/api/transactions/transactions?${all}&searchTerm=x&columnName=siteName`)).statusCode,
    ).toBe(400);
  });

  it('twelve months is the whole previous calendar year; a custom range may not pass today (§4, §5)', async () => {
    const year = new Date().getUTCFullYear() - 1;
    const twelve = await list(`${all}&filterdatatype=twelveMonths&pageSize=120`);
    expect(twelve.totalNumberOfTransactions).toBe(
      await count(
        sql`t.transaction_date_time >= ${`${year}-01-01T00:00:00Z`}::timestamptz and t.transaction_date_time < ${`${year + 1}-01-01T00:00:00Z`}::timestamptz`,
      ),
    );
    expect(twelve.transactions.every((r) => r.transactionDateTime.startsWith(String(year)))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const custom = await list(`${all}&filterdatatype=custom&filterCriteria=${from},${today}&pageSize=120`);
    expect(custom.totalNumberOfTransactions).toBe(
      await count(sql`t.transaction_date_time >= ${`${from}T00:00:00Z`}::timestamptz`),
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await k.get(
      `/api/transactions/transactions?${all}&filterdatatype=custom&filterCriteria=${from},${tomorrow}`,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().messageKey).toBe('date_range_after_today');
    const reversed = await k.get(
      `/api/transactions/transactions?${all}&filterdatatype=custom&filterCriteria=${today},${from}`,
    );
    expect(reversed.json().messageKey).toBe('period_invalid');
    expect((await k.get(`/api/transactions/transactions?${all}&filterdatatype=custom`)).statusCode).toBe(400);
  });

  it('fromDashboard keeps the uninvoiced transactions (§2 Dashboard)', async () => {
    const body = await list(`${all}&fromDashboard=true&pageSize=120`);
    expect(body.transactions.every((r) => r.transactionStatus === 'Uninvoiced')).toBe(true);
    expect(body.totalNumberOfTransactions).toBe(
      await count(sql`t.transaction_status = 'Uninvoiced' and t.transaction_date_time >= ${DEFAULT_FROM}`),
    );
    expect(body.totalNumberOfTransactions).toBeGreaterThan(0);
  });
});
