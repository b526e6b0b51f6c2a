// The authorization check (issue 19): a card's status and expiry, its restriction profile, the
// account's running override and the account spending limits decide whether a transaction may go
// ahead. Used by POST /api/cards/authorize; the partner ingestion and OCPI authorize call `authorize`.
import {
  AUTHORIZATION_REASONS,
  type TAuthorizationRule,
  type TAuthorizeBody,
  type TAuthorizeResponse,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { localParts, zoneOf } from './local-time';
import {
  accountLimitExceeded,
  dayTimeAllowed,
  odometerAllowed,
  productLimitExceeded,
  productVerdict,
  siteAllowed,
  spendingExceeded,
} from './profile-rules';
import { type CardFacts, cardFacts, type FactsReader } from './repo';

export type AuthorizeInput = Omit<TAuthorizeBody, 'time'> & { time?: string | number };

type Violation = { rule: TAuthorizationRule; accept: boolean; alert: boolean };

const num = (v: string | number | null) => (v === null ? null : Number(v));
const n0 = (v: string | number | null) => Number(v ?? 0);

const declined = (rule: TAuthorizationRule, card?: CardFacts): TAuthorizeResponse => ({
  decision: 'declined',
  rule,
  reason: AUTHORIZATION_REASONS[rule],
  accepted: [],
  alert: true,
  overrideApplied: false,
  cardId: card ? Number(card.card_id) : null,
  authorityId: card?.authority_id ?? null,
});

/**
 * Spec 002 §4.1: only a card in a success-style status of a running authority may buy; a card is valid
 * to the end of its expiry month (UTC).
 */
function cardRule(c: CardFacts, at: number): TAuthorizationRule | null {
  if (c.status_stopped || c.authority_stopped) return 'cardStopped';
  const d = new Date(at);
  const month = d.getUTCFullYear() * 12 + d.getUTCMonth() + 1;
  return c.expiry_year * 12 + c.expiry_month < month ? 'cardExpired' : null;
}

/** The products block's verdict, and whether this transaction goes over its product limits. */
function productViolations(
  c: CardFacts,
  input: AuthorizeInput,
  amountMinor: number,
): TAuthorizationRule | null {
  const block = c.products_and_services;
  if (!block) return null;
  const verdict = productVerdict(block, input.productId, c.category_id);
  if (!verdict.allowed) return 'product';
  if (!verdict.limits || !verdict.sums) return null;
  const ofCategory = 'categoryId' in verdict.sums;
  const sums = {
    dayQty: n0(ofCategory ? c.category_day_qty : c.product_day_qty) / 1000,
    dayValue: n0(ofCategory ? c.category_day_value : c.product_day_value),
    monthQty: n0(ofCategory ? c.category_month_qty : c.product_month_qty) / 1000,
    monthValue: n0(ofCategory ? c.category_month_value : c.product_month_value),
  };
  return productLimitExceeded(verdict.limits, { quantity: input.quantity, amountMinor }, sums)
    ? 'productLimit'
    : null;
}

/** The profile's violations, each with its block's accept and alert choice (spec 002 §4.10). */
function profileViolations(c: CardFacts, input: AuthorizeInput, at: number): Violation[] {
  const found: Violation[] = [];
  const amountMinor = Math.round(input.amount * 100);
  const products = c.products_and_services;
  const product = productViolations(c, input, amountMinor);
  if (products && product)
    found.push({
      rule: product,
      accept: products.acceptProductServiceViolation,
      alert: products.alertProductServiceViolation,
    });
  const sites = c.site_locations;
  if (sites) {
    const site =
      c.site_id === null
        ? null
        : {
            siteId: Number(c.site_id),
            groupId: c.site_group_id ?? 0,
            countryId: c.site_country_id ?? 0,
            areaId: c.site_area_id ?? 0,
          };
    if (!siteAllowed(sites, site))
      found.push({ rule: 'site', accept: sites.acceptSitesViolation, alert: sites.alertSitesViolation });
  }
  const dayTime = c.day_time;
  if (dayTime && !dayTimeAllowed(dayTime, localParts(at, zoneOf(c.site_country ?? c.authority_country))))
    found.push({
      rule: 'dayTime',
      accept: dayTime.acceptDayTimeViolation,
      alert: dayTime.alertDayTimeViolation,
    });
  const odometer = c.odometer_and_distance;
  if (odometer && !odometerAllowed(odometer, input.odometer, c.last_odometer))
    found.push({
      rule: 'odometer',
      accept: odometer.acceptOdometerViolation,
      alert: odometer.alertOdometerViolation,
    });
  const spending = c.spending_limit;
  const sums = {
    day: n0(c.card_day),
    week: n0(c.card_week),
    month: n0(c.card_month),
    rolling: n0(c.card_rolling),
    dayCount: c.card_day_count ?? 0,
    weekCount: c.card_week_count ?? 0,
    monthCount: c.card_month_count ?? 0,
  };
  if (spending && spendingExceeded(spending, amountMinor, sums))
    found.push({
      rule: 'spendingLimit',
      accept: spending.acceptSpendingLimitViolation,
      alert: spending.alertSpendingLimitViolation,
    });
  return found;
}

/** The account spending limits (spec 002 §3.12) over all of the account's cards. */
function accountViolation(c: CardFacts, input: AuthorizeInput): Violation | undefined {
  if (c.limit_accept === null || c.limit_alert === null) return undefined;
  const limits = {
    daily: num(c.limit_daily),
    weekly: num(c.limit_weekly),
    monthly: num(c.limit_monthly),
    rollingDays: c.limit_rolling_days,
    rolling: num(c.limit_rolling),
  };
  const spent = {
    day: n0(c.account_day),
    week: n0(c.account_week),
    month: n0(c.account_month),
    rolling: n0(c.account_rolling),
  };
  return accountLimitExceeded(limits, Math.round(input.amount * 100), spent)
    ? { rule: 'accountLimit', accept: c.limit_accept, alert: c.limit_alert }
    : undefined;
}

/**
 * Allowed or declined, with the rule that declined it. Card status and expiry always decline. Profile
 * violations follow their block's choice (accept, accept and alert, reject and alert); while an
 * override runs they are all accepted, alerting as the override says. Account limits follow their own
 * choice; the override does not lift them. One SQL statement reads everything (repo.ts).
 */
export async function authorize(
  db: DbOrTx,
  input: AuthorizeInput,
  /** How the card's facts are read (partner routes read concurrent checks' facts together). */
  readFacts: FactsReader = (q) => cardFacts(db, q),
): Promise<TAuthorizeResponse> {
  const at = input.time === undefined ? Date.now() : new Date(input.time).getTime();
  const card = await readFacts({ ...input, at });
  if (!card) return declined('cardUnknown');
  const stop = cardRule(card, at);
  if (stop) return declined(stop, card);
  const overrideRuns = card.override_alert !== null;
  const fromProfile = profileViolations(card, input, at).map((v) =>
    overrideRuns ? { ...v, accept: true, alert: Boolean(card.override_alert) } : v,
  );
  const account = accountViolation(card, input);
  const violations = account ? [...fromProfile, account] : fromProfile;
  const refused = violations.find((v) => !v.accept);
  if (refused) return declined(refused.rule, card);
  return {
    decision: 'allowed',
    rule: null,
    reason: null,
    accepted: violations.map((v) => v.rule),
    alert: violations.some((v) => v.alert),
    overrideApplied: overrideRuns && fromProfile.length > 0,
    cardId: Number(card.card_id),
    authorityId: card.authority_id,
  };
}
