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
import { localParts, spendingWindows, zoneOf } from './local-time';
import {
  accountLimitExceeded,
  dayTimeAllowed,
  odometerAllowed,
  productLimitExceeded,
  productVerdict,
  siteAllowed,
  spendingExceeded,
} from './profile-rules';
import { type CardContext, cardContext, usage } from './repo';

export type AuthorizeInput = Omit<TAuthorizeBody, 'time'> & { time?: string | number };

type Violation = { rule: TAuthorizationRule; accept: boolean; alert: boolean };

const num = (v: string | number | null) => (v === null ? null : Number(v));

const declined = (rule: TAuthorizationRule, card?: CardContext): TAuthorizeResponse => ({
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
function cardRule(c: CardContext, at: number): TAuthorizationRule | null {
  if (c.status_stopped || c.authority_stopped) return 'cardStopped';
  const d = new Date(at);
  const month = d.getUTCFullYear() * 12 + d.getUTCMonth() + 1;
  return c.expiry_year * 12 + c.expiry_month < month ? 'cardExpired' : null;
}

/** The profile's violations, each with its block's accept and alert choice (spec 002 §4.10). */
async function profileViolations(db: DbOrTx, c: CardContext, input: AuthorizeInput, at: number) {
  const found: Violation[] = [];
  const amountMinor = Math.round(input.amount * 100);
  const add = (rule: TAuthorizationRule, flags: { accept: boolean; alert: boolean }) =>
    found.push({ rule, ...flags });
  const products = c.products_and_services;
  const verdict = products ? productVerdict(products, input.productId, c.category_id) : undefined;
  const spending = c.spending_limit;
  const odometer = c.odometer_and_distance;
  const needsSums = Boolean(spending || odometer || verdict?.limits);
  const windows = spendingWindows(
    at,
    zoneOf(c.authority_country),
    spending?.rollingLimit.rollingDaysCount ?? null,
  );
  const sums = needsSums
    ? await usage(db, {
        owner: { cardId: Number(c.card_id) },
        at,
        windows,
        products: verdict?.sums,
        odometer: Boolean(odometer),
      })
    : undefined;
  if (products && verdict) {
    const flags = {
      accept: products.acceptProductServiceViolation,
      alert: products.alertProductServiceViolation,
    };
    if (!verdict.allowed) add('product', flags);
    else if (verdict.limits && sums) {
      const s = {
        dayQty: Number(sums.product_day_qty) / 1000,
        dayValue: Number(sums.product_day_value),
        monthQty: Number(sums.product_month_qty) / 1000,
        monthValue: Number(sums.product_month_value),
      };
      if (productLimitExceeded(verdict.limits, { quantity: input.quantity, amountMinor }, s))
        add('productLimit', flags);
    }
  }
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
      add('site', { accept: sites.acceptSitesViolation, alert: sites.alertSitesViolation });
  }
  const dayTime = c.day_time;
  if (dayTime && !dayTimeAllowed(dayTime, localParts(at, zoneOf(c.site_country ?? c.authority_country))))
    add('dayTime', { accept: dayTime.acceptDayTimeViolation, alert: dayTime.alertDayTimeViolation });
  if (odometer && !odometerAllowed(odometer, input.odometer, sums?.last_odometer ?? null))
    add('odometer', { accept: odometer.acceptOdometerViolation, alert: odometer.alertOdometerViolation });
  if (spending && sums) {
    const s = {
      day: Number(sums.day),
      week: Number(sums.week),
      month: Number(sums.month),
      rolling: Number(sums.rolling),
      dayCount: sums.day_count,
      weekCount: sums.week_count,
      monthCount: sums.month_count,
    };
    if (spendingExceeded(spending, amountMinor, s))
      add('spendingLimit', {
        accept: spending.acceptSpendingLimitViolation,
        alert: spending.alertSpendingLimitViolation,
      });
  }
  return found;
}

/** The account spending limits (spec 002 §3.12) over all of the account's cards. */
async function accountViolation(db: DbOrTx, c: CardContext, input: AuthorizeInput, at: number) {
  if (c.limit_accept === null || c.limit_alert === null) return undefined;
  const limits = {
    daily: num(c.limit_daily),
    weekly: num(c.limit_weekly),
    monthly: num(c.limit_monthly),
    rollingDays: c.limit_rolling_days,
    rolling: num(c.limit_rolling),
  };
  if (Object.values(limits).every((v) => v === null)) return undefined;
  const windows = spendingWindows(at, zoneOf(c.authority_country), limits.rollingDays);
  const sums = await usage(db, { owner: { authorityId: c.authority_id }, at, windows });
  const spent = {
    day: Number(sums.day),
    week: Number(sums.week),
    month: Number(sums.month),
    rolling: Number(sums.rolling),
  };
  return accountLimitExceeded(limits, Math.round(input.amount * 100), spent)
    ? { rule: 'accountLimit' as const, accept: c.limit_accept, alert: c.limit_alert }
    : undefined;
}

/**
 * Allowed or declined, with the rule that declined it. Card status and expiry always decline. Profile
 * violations follow their block's choice (accept, accept and alert, reject and alert); while an
 * override runs they are all accepted, alerting as the override says. Account limits follow their own
 * choice; the override does not lift them.
 */
export async function authorize(db: DbOrTx, input: AuthorizeInput): Promise<TAuthorizeResponse> {
  const at = input.time === undefined ? Date.now() : new Date(input.time).getTime();
  const card = await cardContext(db, { ...input, at });
  if (!card) return declined('cardUnknown');
  const stop = cardRule(card, at);
  if (stop) return declined(stop, card);
  const overrideRuns = card.override_alert !== null;
  const fromProfile = (await profileViolations(db, card, input, at)).map((v) =>
    overrideRuns ? { ...v, accept: true, alert: Boolean(card.override_alert) } : v,
  );
  const account = await accountViolation(db, card, input, at);
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
