import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiGet, selectEntry } from '../support/session-api';
import { demoUser, signInThroughPages } from '../support/sign-in';
import { openSignedIn } from '../support/stored-session';

const NS = 'cards-order';
const o = (key: string, values: Record<string, string> = {}, locale = 'en') =>
  contentText(locale, NS, key, values);
const v = (key: string) => contentText('en', 'cards-view', key);
const SHOTS = '../test-results/orders';

type Authority = {
  authorityId: string;
  authorityName: string;
  countryCode: string;
  sendToAddress: number;
  cardTypes: { cardTypeId: number }[];
  pinDerivation: number;
  pinReq: number;
  authorityStopped: 'YES' | 'NO';
  cardOrderSetting: Record<
    'cardOrderingAllowed' | 'cardLimitReached' | 'authorityNotAllowed' | 'customerNotAllowed',
    boolean
  >;
  configuration: { region: { austriantax: string }; costCenter: string };
};
type Card = {
  cardId: number;
  cardNumber: string;
  cardSerialNumber: string;
  cardStatusId: number;
  isStopped: boolean;
  replaceCardOrderedOn: string | null;
  authorityId: string;
};

async function acceptCookies(page: Page, locale = 'en') {
  await page.getByRole('button', { name: contentText(locale, 'cookies', 'agree_button') }).click();
}

async function signIn(page: Page, locale = 'en') {
  await openSignedIn(page, 'customerAdmin', `/${locale}/dashboard`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptCookies(page, locale);
}

/** The ordering details of every authority the signed-in user reaches (spec 002 §3.1). */
async function authorities(page: Page): Promise<Authority[]> {
  const hierarchy = await apiGet(page, '/api/users/users/hierarchy');
  const out: Authority[] = [];
  for (const a of hierarchy.authorities as { authorityId: string }[])
    out.push(await apiGet(page, `/api/cards/authorities/${a.authorityId}`));
  return out;
}

const orderable = (a: Authority) =>
  a.authorityStopped === 'NO' &&
  a.cardOrderSetting.cardOrderingAllowed &&
  a.configuration.region.austriantax !== 'Y' &&
  a.sendToAddress === 1 &&
  a.cardTypes.some((t) => t.cardTypeId === 3);

function pick(list: Authority[], test: (a: Authority) => boolean, what: string): Authority {
  const found = list.find(test);
  if (!found) throw new Error(`no authority: ${what}`);
  return found;
}

async function openOrder(page: Page, authority: Authority | null, path = '/cards/order') {
  if (authority) await selectEntry(page, 'A', authority.authorityId);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const section = (page: Page, key: string, locale = 'en') =>
  page.getByRole('region', { name: o(key, {}, locale) });
const choose = (scope: Locator | Page, question: string, answer: 'yes' | 'no') =>
  scope.getByRole('radiogroup', { name: question }).getByLabel(o(answer), { exact: true }).check();

/** Fills a standard vehicle-card order (card type 3) with the customer's own PIN. */
async function fillVehicleOrder(page: Page, plate: string, town: string, locale = 'en') {
  const t = (key: string) => o(key, {}, locale);
  await section(page, 'section_card_type', locale).getByText(t('card_type_3'), { exact: true }).click();
  await page.getByLabel(t('vehicle_registration')).fill(plate);
  await page.getByLabel(t('embossing_line2')).fill(town);
  await page.getByLabel(t('pin_choice_1')).check();
  await page.getByLabel(t('pin_entry')).fill('4826');
}

/** 390 px wide, once the shell has laid itself out for it (nothing wider than the screen). */
async function toMobile(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
}

async function cardsOf(page: Page, authorityId: string, search: string): Promise<Card[]> {
  const answer = await apiGet(
    page,
    `/api/cards/cards?accessLevel=A&accessLevelCode=${authorityId}&pageSize=50&searchBy=${encodeURIComponent(search)}`,
  );
  return answer.cards as Card[];
}

test.describe('card ordering (spec 002 §2.1, §2.2, §4.6-§4.9, §5.1, §8; issue 18)', () => {
  // Each test reads the details of every authority and walks a whole order: longer than the default.
  test.describe.configure({ timeout: 150_000 });
  test('each blocked state shows its text (§2.1 states 2-4, §4.9)', async ({ page }) => {
    await signIn(page);
    const all = await authorities(page);
    const hierarchy = await apiGet(page, '/api/users/users/hierarchy');
    // 2: no authority-level selection.
    await selectEntry(page, 'G', hierarchy.groups[0].groupId);
    await openOrder(page, null);
    await expect(page.getByText(o('no_authority_heading'))).toBeVisible();
    await expect(page.getByText(o('no_authority_copy'))).toBeVisible();
    // 3: stopped authority, with the manage-cards button.
    await openOrder(
      page,
      pick(all, (a) => a.authorityStopped === 'YES', 'stopped'),
    );
    await expect(page.getByText(o('stopped_heading'))).toBeVisible();
    await expect(page.getByRole('link', { name: o('manage_cards'), exact: true })).toHaveAttribute(
      'href',
      /\/cards\/view$/,
    );
    // 4: ordering not allowed, with the reasons that apply and the mailto contact.
    const limit = pick(
      all,
      (a) => a.cardOrderSetting.cardLimitReached && a.authorityStopped === 'NO',
      'limit',
    );
    await openOrder(page, limit);
    await expect(page.getByText(o('blocked_heading'))).toBeVisible();
    await expect(page.getByText(o('blocked_reason_card_limit_reached'))).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    const notAllowed = pick(all, (a) => a.cardOrderSetting.authorityNotAllowed, 'not allowed');
    await openOrder(page, notAllowed);
    await expect(page.getByText(o('blocked_reason_authority_not_allowed'))).toBeVisible();
    await expect(page.getByText(o('blocked_reason_customer_not_allowed'))).toBeVisible();
    await toMobile(page);
    await page.screenshot({ path: `${SHOTS}-blocked-en-390.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });

  test('a user with migration status 2 sees the contact message without reasons (§4.9)', async ({ page }) => {
    const user = demoUser('orderBlocked');
    await signInThroughPages(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await acceptCookies(page);
    await page.goto('/cards/order');
    await expect(page.getByText(o('migrated_heading'))).toBeVisible();
    await expect(page.getByText(o('migrated_copy'))).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByText(o('blocked_reasons'))).toHaveCount(0);
  });

  test('orders a standard card: confirmation with the card image, then listed in manage cards', async ({
    page,
  }) => {
    await signIn(page);
    const a = pick(await authorities(page), orderable, 'orderable');
    await openOrder(page, a);
    await expect(page.getByRole('heading', { level: 1, name: o('title') })).toBeVisible();
    const plate = `E2E${Date.now() % 100000}`;
    await fillVehicleOrder(page, plate, 'E2E TOWN');
    await expect(page.getByLabel(o('embossing_line3'))).toHaveValue(plate);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/cards/cardorder'));
    await page.getByRole('button', { name: o('confirm_order') }).click();
    const request = await sent;
    // One Idempotency-Key per order attempt (issue 18).
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(request.postDataJSON().summary.expediteCard).toBe(false);
    await expect(page).toHaveURL(/\/cards\/order\/confirmation$/);
    await expect(page.getByRole('heading', { name: o('confirmation_heading') })).toBeVisible();
    const image = page.getByRole('img', { name: new RegExp(`${plate}`) });
    await expect(image).toBeVisible();
    await expect(image).toContainText('E2E TOWN');
    await page.screenshot({ path: `${SHOTS}-confirmation-en.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // §2.2: it appears in manage cards, with its embossing.
    const [card] = await cardsOf(page, a.authorityId, plate);
    expect(card).toBeTruthy();
    await page.getByRole('link', { name: o('manage_cards'), exact: true }).click();
    await expect(page).toHaveURL(/\/cards\/view$/);
    await page.getByLabel(v('search_label')).fill(plate);
    const rows = page.getByRole('table').locator('tbody tr:not([data-skeleton])');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(card?.cardSerialNumber ?? '-');
    // §2.2: only reachable from the order; a direct visit goes back to the order route.
    await page.goto('/cards/order/confirmation');
    await expect(page).toHaveURL(/\/cards\/order$/);
  });

  test('a new profile from the order form returns to the order with it preselected (§2.1, §2.7)', async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    // An orderable authority that shows the restriction section and allows creating profiles (isAck not set).
    let a: Authority | undefined;
    for (const candidate of (await authorities(page)).filter(orderable)) {
      if (
        (candidate.configuration as { cardSetup?: { restriction?: string } }).cardSetup?.restriction !== 'Y'
      )
        continue;
      const { masthead } = await apiGet(
        page,
        `/api/users/users/permissions?accessLevel=A&accessLevelCode=${candidate.authorityId}`,
      );
      if (masthead?.isAck == null) {
        a = candidate;
        break;
      }
    }
    if (!a) throw new Error('no authority: orderable with restriction profiles');
    await openOrder(page, a);
    const plate = `E2P${Date.now() % 100000}`;
    await fillVehicleOrder(page, plate, 'E2E TOWN');
    const restriction = section(page, 'section_restriction');
    await choose(restriction, o('restriction_question'), 'yes');
    await restriction.getByRole('button', { name: o('restriction_new_profile') }).click();

    const r = (key: string, values: Record<string, string> = {}) =>
      contentText('en', 'cards-restrictions', key, values);
    await expect(page).toHaveURL(/\/cards\/restrictions\/new\?orderCard=true$/);
    await page.getByRole('checkbox', { name: r('type_odometer') }).check();
    await page.getByRole('button', { name: r('next'), exact: true }).click();
    await page.getByLabel(r('max_distance_label').split(' (')[0] as string).fill('1500');
    await page.getByRole('button', { name: r('next'), exact: true }).click();
    const profileName = `E2E from order ${Date.now()}`;
    await page.getByLabel(r('profile_name')).fill(profileName);
    await page.getByRole('button', { name: r('create'), exact: true }).click();

    // Back on the order: the entered details restored, the new profile chosen.
    await expect(page).toHaveURL(/\/cards\/order\?profileName=/);
    await expect(page.getByLabel(o('vehicle_registration'))).toHaveValue(plate);
    await expect(page.getByRole('combobox', { name: o('restriction_profile') })).toHaveValue(profileName);
    await page.screenshot({ path: `${SHOTS}-profile-preselected-en.png`, fullPage: true });

    // The profile was created on the ordering authority.
    const { profiles } = await apiGet(
      page,
      `/api/cards/profile/all?accessLevel=A&accessLevelCode=${a.authorityId}&searchText=${encodeURIComponent(profileName)}`,
    );
    const created = (profiles as { profileId: number; profileName: string }[]).find(
      (p) => p.profileName === profileName,
    );
    expect(created).toBeTruthy();
  });

  test('an express order through the multi-step variant (6 steps, card-type help)', async ({ page }) => {
    await signIn(page);
    const a = pick(await authorities(page), orderable, 'orderable');
    await openOrder(page, a);
    await page.getByRole('link', { name: o('steps_link') }).click();
    await expect(page).toHaveURL(/\/cards\/order\/steps$/);
    // The address bar changes first; the one-page form (with its own express box) stays on screen until
    // the steps page has loaded: wait for the steps page itself.
    await expect(page.getByText(o('steps_subtitle'))).toBeVisible();
    await page.getByLabel(o('express_label')).check();
    await expect(page.getByText(o('current_address_express'))).toBeVisible();
    await page.getByRole('button', { name: o('next') }).click();
    await expect(
      page.getByText(o('step_progress', { current: '1', total: '6', name: o('step_carddetails') })),
    ).toBeVisible();
    await page.getByRole('button', { name: o('card_type_help') }).click();
    const help = page.getByRole('dialog', { name: o('card_type_help_title') });
    await expect(help.getByRole('row')).toHaveCount(5);
    await expect(help.getByText(o('card_type_help_footnote'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-card-type-help-en.png` });
    await page.keyboard.press('Escape');
    await page.getByText(o('card_type_3'), { exact: true }).click();
    // Next checks the step: the plate is required for a vehicle card.
    await page.getByRole('button', { name: o('next') }).click();
    await expect(
      page.getByText(contentText('en', NS, 'card_details_vehicledriver_validation')),
    ).toBeVisible();
    const plate = `EX${Date.now() % 100000}`;
    await page.getByLabel(o('vehicle_registration')).fill(plate);
    await page.getByRole('button', { name: o('next') }).click();
    await page.getByLabel(o('embossing_line2')).fill('EXPRESS TOWN');
    await page.getByRole('button', { name: o('next') }).click();
    await expect(page).toHaveURL(/\/steps\/region$/);
    await page.getByRole('button', { name: o('next') }).click();
    await page.getByLabel(o('pin_choice_1')).check();
    await page.getByLabel(o('pin_entry')).fill('4826');
    await page.getByRole('button', { name: o('next') }).click();
    // Restriction No: the restriction step is skipped.
    await expect(page).toHaveURL(/\/steps\/summary$/);
    await expect(page.getByText(plate).first()).toBeVisible();
    await toMobile(page);
    await page.screenshot({ path: `${SHOTS}-steps-summary-en-390.png`, fullPage: true });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/cards/cardorder'));
    await page.getByRole('button', { name: o('confirm_order') }).click();
    expect((await sent).postDataJSON().summary.expediteCard).toBe(true);
    await expect(page.getByRole('heading', { name: o('confirmation_heading') })).toBeVisible();
    expect(await cardsOf(page, a.authorityId, plate)).toHaveLength(1);
  });

  test('a replacement from the stop-card flow: old card stopped and replaced, new card ordered', async ({
    page,
  }) => {
    await signIn(page);
    const a = pick(await authorities(page), orderable, 'orderable');
    await selectEntry(page, 'A', a.authorityId);
    const list = await apiGet(
      page,
      `/api/cards/cards?accessLevel=A&accessLevelCode=${a.authorityId}&pageSize=200`,
    );
    const old = (list.cards as Card[]).find(
      (c) => c.cardStatusId === 100 && !c.isStopped && !c.replaceCardOrderedOn && !c.cardNumber.endsWith('0'),
    );
    if (!old) throw new Error('no active card to stop');
    await page.goto('/cards/view');
    await page.getByLabel(v('search_label')).fill(old.cardNumber);
    const rows = page.getByRole('table').locator('tbody tr:not([data-skeleton])');
    await expect(rows).toHaveCount(1);
    await rows
      .first()
      .getByRole('button', { name: contentText('en', 'common', 'table_expand_row') })
      .click();
    await page.getByRole('button', { name: v('action_stop') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(v('reason_3')).check();
    await dialog.getByLabel(v('stop_order_replacement')).check();
    await dialog.getByRole('button', { name: v('next') }).click();
    await dialog.getByRole('button', { name: v('stop_yes') }).click();
    await expect(page).toHaveURL(/\/cards\/order\?replaceCard=true$/);
    await expect(page.getByRole('heading', { level: 1, name: o('title_replacement') })).toBeVisible();
    await expect(
      page.getByText(
        o('replacement_copy', { serial: old.cardSerialNumber, reason: o('replacement_reason_3') }),
      ),
    ).toBeVisible();
    // The handed-over details fill the form; a PIN is asked only when the customer must choose it.
    const plateField = page.getByLabel(o('vehicle_registration'));
    if (await plateField.isVisible()) await plateField.fill('RP12345');
    const driver = page.getByLabel(o('driver_name'));
    if (await driver.isVisible()) await driver.fill('RE PLACEMENT');
    const pin = page.getByLabel(o('pin_entry'));
    if (await pin.isVisible()) await pin.fill('4826');
    await page.screenshot({ path: `${SHOTS}-replacement-en.png`, fullPage: true });
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/cards/replacecardorder') && r.status() !== 401,
    );
    await page.getByRole('button', { name: o('confirm_replacement') }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('heading', { name: o('confirmation_replacement_heading') })).toBeVisible();
    expect(await page.evaluate("localStorage.getItem('replacement-card-details')")).toBeNull();
    const [after] = await cardsOf(page, a.authorityId, old.cardNumber);
    expect(after?.cardStatusId).toBe(3);
    expect(after?.replaceCardOrderedOn).toBeTruthy();
  });

  test('shows the validation message of every §5.1 rule', async ({ page }) => {
    await signIn(page);
    const all = await authorities(page);
    const a = pick(
      all,
      (x) => orderable(x) && x.cardTypes.length === 5 && x.countryCode === 'DE',
      'all types, DE',
    );
    await openOrder(page, a);
    const msg = (key: string, values: Record<string, string> = {}) =>
      page.getByText(o(key, values), { exact: true });
    // Delivery address: required lines, allowed characters, post code; lines stop at 35.
    await choose(page, o('different_address_question'), 'yes');
    const line1 = page.getByLabel(o('address_line_1'));
    await line1.focus();
    await line1.blur();
    await expect(msg('validation_required').first()).toBeVisible();
    await line1.fill('x'.repeat(40));
    await expect(line1).toHaveValue('x'.repeat(35));
    await page.getByLabel(o('address_line_2')).fill('Hof <2>');
    await page.getByLabel(o('address_line_2')).blur();
    await expect(msg('validation_alph_num_special')).toBeVisible();
    await choose(page, o('different_address_question'), 'no');
    // Restriction chosen but no profile.
    await choose(page, o('restriction_question'), 'yes');
    await expect(page.getByRole('button', { name: o('restriction_view') })).toBeDisabled();
    await expect(page.getByText(o('restriction_view_disabled')).first()).toBeVisible();
    // Driver card: the driver name is required.
    await section(page, 'section_card_type').getByText(o('card_type_2'), { exact: true }).click();
    // Pool card in DE: driver name required too; a plate with a dash is refused.
    await section(page, 'section_card_type').getByText(o('card_type_1'), { exact: true }).click();
    await page.getByLabel(o('vehicle_registration')).fill('AB-12');
    await page.getByLabel(o('vehicle_registration')).blur();
    await expect(msg('card_details_vehicledriver_validation')).toBeVisible();
    // Embossing line 2: character sets; cut at 27.
    const line2 = page.getByLabel(o('embossing_line2'));
    await line2.fill('TOWN ★');
    await line2.blur();
    await expect(msg('card_embossing_town_city_validation')).toBeVisible();
    // PIN: exactly 4, digits only, not weak (validated on blur).
    await page.getByLabel(o('pin_choice_1')).check();
    const pin = page.getByLabel(o('pin_entry'));
    for (const [value, key] of [
      ['12', 'pin_pin_required'],
      ['12a4', 'pin_numeric_only'],
      ['1234', 'pin_pin_week'],
    ]) {
      await pin.fill(value as string);
      await pin.blur();
      await expect(msg(key as string)).toBeVisible();
    }
    // Cost centre: allowed characters.
    const costCentre = page.getByRole('textbox', { name: o('cost_centre'), exact: true });
    if (await costCentre.isVisible()) {
      await costCentre.fill('CC ★');
      await costCentre.blur();
      await expect(msg('validation_alph_num_special')).toBeVisible();
    }
    // Submitting shows every remaining message: restriction profile and driver name.
    await page.getByRole('button', { name: o('confirm_order') }).click();
    await expect(section(page, 'section_restriction').getByText(o('validation_required'))).toBeVisible();
    await expect(msg('card_details_drivers_name_validation')).toBeVisible();
    await toMobile(page);
    await page.screenshot({ path: `${SHOTS}-validation-en-390.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // Austrian road tax is required where it is shown.
    const at = pick(
      all,
      (x) =>
        x.configuration.region.austriantax === 'Y' &&
        x.cardOrderSetting.cardOrderingAllowed &&
        x.authorityStopped === 'NO',
      'AT',
    );
    await openOrder(page, at);
    await page.getByRole('button', { name: o('confirm_order') }).click();
    await expect(section(page, 'section_austrian_tax').getByText(o('validation_required'))).toBeVisible();
    // Cost centre is required for send-to 6.
    const costSendTo = pick(
      all,
      (x) => x.sendToAddress === 6 && x.cardOrderSetting.cardOrderingAllowed && x.authorityStopped === 'NO',
      'send-to 6',
    );
    await openOrder(page, costSendTo);
    await page.getByRole('button', { name: o('confirm_order') }).click();
    await expect(section(page, 'section_cost_centre').getByText(o('validation_required'))).toBeVisible();
  });

  test('a Polish (K) authority checks addresses with the Polish rule (§5.1)', async ({ page }) => {
    const user = demoUser('singleRole');
    await signInThroughPages(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await acceptCookies(page);
    const all = await authorities(page);
    const k = pick(all, (a) => a.authorityId.startsWith('K') && a.cardOrderSetting.cardOrderingAllowed, 'K');
    await openOrder(page, k);
    if (k.sendToAddress !== 2) await choose(page, o('different_address_question'), 'yes');
    await page.getByLabel(o('address_line_1')).fill('ul. Piotrkowska 12');
    await page.getByLabel(o('address_line_3')).fill('Łódź');
    await page.getByLabel(o('address_line_3')).blur();
    await expect(page.getByText(o('validation_alph_num_poland'), { exact: true })).toHaveCount(0);
    await page.getByLabel(o('address_line_3')).fill('Müllerstraße');
    await page.getByLabel(o('address_line_3')).blur();
    if (k.sendToAddress !== 2)
      await expect(page.getByText(o('validation_alph_num_poland'), { exact: true })).toBeVisible();
  });

  test('the order form in German at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'de');
    const a = pick(await authorities(page), orderable, 'orderable');
    await selectEntry(page, 'A', a.authorityId);
    await page.goto('/de/cards/order');
    await expect(page.getByRole('heading', { level: 1, name: o('title', {}, 'de') })).toBeVisible();
    await expect(section(page, 'section_pin', 'de')).toBeVisible();
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}-form-de-390.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await fillVehicleOrder(page, `DE${Date.now() % 100000}`, 'HAMBURG', 'de');
    await page.getByRole('button', { name: o('confirm_order', {}, 'de') }).click();
    await expect(page.getByRole('heading', { name: o('confirmation_heading', {}, 'de') })).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}-confirmation-de-390.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
});
