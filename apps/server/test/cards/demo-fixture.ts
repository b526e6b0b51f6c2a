import { afterAll, beforeAll } from 'vitest';
import { createDemoApp } from '../helpers/demo-app';
import { cardsOf, type DbCard, type DemoCtx, foreignCards, reachableAuthorities } from './support';

/** The customer admin of the demo preset, whose migration status the tests move (spec 002 §4.9). */
export const CLAIRE = 'claire.admin@northwind.example';

/*
 * One demo app per test file, shared by the cards tests. The bindings below are set by
 * `useCardsDemo()` before the file's first test (ES module live bindings: an importer reads the
 * current value). Files of one worker share this module (vitest `isolate: false`), so every binding,
 * and the set of cards taken, starts again with each file.
 */
export let ctx: DemoCtx;
/** Cookies of the customer admin, a plain user and the platform admin (not impersonating). */
export let admin: string;
export let user: string;
export let platformAdmin: string;
/** The customer admin's authorities, their cards, and cards of other tenants. */
export let reach: string[];
export let mine: DbCard[];
export let foreign: DbCard[];

const used = new Set<string>();

/** Opens the demo app for the calling test file and closes it after its last test. */
export function useCardsDemo(): void {
  beforeAll(async () => {
    used.clear();
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    user = await ctx.signInAs('user');
    platformAdmin = await ctx.signInAs('platformAdmin');
    reach = await reachableAuthorities(ctx, admin);
    mine = await cardsOf(ctx, reach);
    foreign = await foreignCards(ctx, reach);
  }, 180_000);
  afterAll(() => ctx.close());
}

/** An active card (status 100) of a running authority. */
export const active = (c: DbCard) => c.card_status_id === 100 && !c.authority_stopped;

/** A fresh card of the admin's scope that no other test of the file touched. */
export const take = (where: (c: DbCard) => boolean = () => true): DbCard => {
  const card = mine.find((c) => !used.has(c.card_id) && where(c));
  if (!card) throw new Error('no card left for this test');
  used.add(card.card_id);
  return card;
};
