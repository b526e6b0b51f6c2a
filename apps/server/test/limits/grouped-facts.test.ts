// The partner authorizations read concurrent checks' card facts together (authorization/repo.ts
// groupedCardFacts): each check's facts must be exactly those it reads alone, whatever else is in its
// group (cards by id and by number, an unknown card, by site, by terminal id, with and without a profile).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CardLookup, cardFacts, groupedCardFacts } from '../../src/modules/authorization/repo';
import {
  allowedSite,
  app,
  card,
  HOUR,
  line,
  other,
  otherSite,
  T,
  useAuthorizeFixture,
} from './authorize-fixture';

describe('grouped card facts', () => {
  useAuthorizeFixture();

  it('equal each check read alone, for every shape of look-up in one group', async () => {
    await line(card.card_id, T - HOUR, 10001, 12_000, 10_100);
    await line(other.card_id, T - 2 * HOUR, 10001, 8_000, null);
    const [account] = await app.rows<{ card_number: string }>(
      sql`select card_number from cards where card_id = ${Number(other.card_id)}`,
    );
    const demo = await app.rows<{ card_id: string; card_number: string }>(
      sql`select card_id::text, card_number from cards order by card_id limit 12`,
    );
    const site = Number(allowedSite.global_site_id);
    const fep = allowedSite.fep_ids[0] as string;
    const lookups: CardLookup[] = [
      { cardId: Number(card.card_id), siteId: site, productId: 10001, at: T },
      { cardId: Number(card.card_id), fepId: fep, productId: 10001, at: T },
      { cardNumber: card.card_number, productId: 10001, at: T },
      { cardId: Number(card.card_id), siteId: Number(otherSite), productId: 10001, at: T + 24 * HOUR },
      { cardNumber: account?.card_number as string, siteId: site, productId: 10001, at: T },
      { cardNumber: '000000000000', productId: 10001, at: T },
      { cardId: 999_999_999, siteId: site, productId: 10001, at: T },
      ...demo.flatMap((c, i) => [
        { cardNumber: c.card_number, productId: 10001 + (i % 3), at: Date.now() },
        { cardId: Number(c.card_id), siteId: site, productId: 10001, at: T - i * HOUR },
      ]),
    ];
    const alone: unknown[] = [];
    for (const q of lookups) alone.push(await cardFacts(app.database.db, q));
    const read = groupedCardFacts(app.database.db);
    // All at once: the first goes alone, the rest wait and go together, a statement per shape.
    const together = await Promise.all(lookups.map((q) => read(q)));
    expect(together).toEqual(alone);
    expect(alone.filter((f) => f === undefined)).toHaveLength(2);
    // The profile's card has spending of the day to read (the fixture's wash and the line above).
    expect((alone[0] as { card_day_count: number }).card_day_count).toBeGreaterThan(1);
  });
});
