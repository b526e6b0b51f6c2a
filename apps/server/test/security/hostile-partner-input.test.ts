import { ZIngestLine, ZPartnerAuthorizeBody } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topKeysOf } from '../helpers/schema-sample';
import { AUTHORIZATIONS_URL, createIngestionApp, type IngestionApp } from '../ingestion/support';
import { caseName, HOSTILE_JSON } from './hostile-values';

/**
 * The card processor's routes under the same rule as the portal's (hostile-input.test.ts): each field of
 * a good line or authorization request, set to each hostile value, answers 2xx or 4xx, and a batch
 * carrying such a line still stores its good line beside it.
 */
describe('hostile input on the partner routes answers 2xx or 4xx, never 5xx', () => {
  let ctx: IngestionApp;
  beforeAll(async () => {
    ctx = await createIngestionApp();
  }, 120_000);
  afterAll(() => ctx?.close());

  it('transaction lines: every field, every hostile value; the good line beside it is stored', async () => {
    const failures: string[] = [];
    const nulRefusals: unknown[] = [];
    for (const field of topKeysOf(ZIngestLine)) {
      for (const [i, value] of HOSTILE_JSON.entries()) {
        const [bad, good] = ctx.lines(2);
        const hostile = { ...bad, lineId: `${bad?.lineId}-h${i}`, [field]: value };
        const res = await ctx.send([hostile, good]);
        const what = caseName(field, value);
        if (res.statusCode !== 200) failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.json().lines[1]?.outcome !== 'stored')
          failures.push(`${what}: good line ${res.body.slice(0, 200)}`);
        else if (JSON.stringify(value).includes('\\u0000')) nulRefusals.push(res.json().lines[0]);
      }
    }
    expect(failures).toEqual([]);
    // A NUL character (PostgreSQL's text cannot hold it) refuses its line alone, naming the field.
    expect(nulRefusals).toHaveLength(topKeysOf(ZIngestLine).length * 2);
    for (const line of nulRefusals)
      expect(line).toMatchObject({
        outcome: 'refused',
        messageKey: 'ingest_line_invalid',
        field: expect.any(String),
      });
  }, 300_000);

  it('authorization requests: every field, every hostile value', async () => {
    const [line] = ctx.lines(1);
    const base = {
      cardNumber: line?.cardNumber,
      productId: line?.productId ?? 1,
      siteId: line?.siteId,
      quantity: 10,
      amount: 20,
    };
    const failures: string[] = [];
    for (const field of topKeysOf(ZPartnerAuthorizeBody)) {
      for (const [i, value] of HOSTILE_JSON.entries()) {
        const payload = { ...base, requestId: `hostile-${field}-${i}`, [field]: value };
        const res = await ctx.app.inject({
          method: 'POST',
          url: AUTHORIZATIONS_URL,
          headers: ctx.auth(),
          payload,
        });
        if (res.statusCode >= 500) failures.push(`${caseName(field, value)}: ${res.statusCode}`);
      }
    }
    const good = await ctx.app.inject({
      method: 'POST',
      url: AUTHORIZATIONS_URL,
      headers: ctx.auth(),
      payload: { ...base, requestId: 'hostile-good' },
    });
    expect(good.statusCode).toBe(200);
    expect(failures).toEqual([]);
  }, 300_000);
});
