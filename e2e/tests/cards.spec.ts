import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { recordCalls } from '../support/list-calls';
import { apiGet, isAckOf, selectEntry } from '../support/session-api';
import { openSignedIn } from '../support/stored-session';

const VIEW = 'cards-view';
const REISSUE = 'cards-reissue';
const v = (key: string, values: Record<string, string> = {}) => contentText('en', VIEW, key, values);
const r = (key: string, values: Record<string, string> = {}) => contentText('en', REISSUE, key, values);
const SHOTS = '../test-results/cards';

type Card = {
  cardId: number;
  cardNumber: string;
  cardSerialNumber: string;
  cardStatusId: number;
  isStopped: boolean;
  pinMethod: number;
  pinReq: number;
  hasReissueFeature: boolean;
  countryCode: string;
  authorityId: string;
};

async function signIn(page: Page, locale = 'en') {
  await openSignedIn(page, 'customerAdmin', `/${locale}/dashboard`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: contentText(locale, 'cookies', 'agree_button') }).click();
}

/** Selects the user's first group (every card status and PIN method is in it). */
async function selectFirstGroup(page: Page): Promise<string> {
  const hierarchy = await apiGet(page, '/api/users/users/hierarchy');
  const groupId = hierarchy.groups[0].groupId as string;
  await selectEntry(page, 'G', groupId);
  return groupId;
}

/** The final answer of a call (the app retries once after refreshing a lapsed access token). */
const finalResponse = (page: Page, part: string) =>
  page.waitForResponse((res) => res.url().includes(part) && res.status() !== 401);

/** Cards of the signed-in user's selection, read through the API with the browser's session. */
async function cardsOfSelection(page: Page, extra = ''): Promise<Card[]> {
  const { accessLevel, accessLevelCode } = await apiGet(page, '/api/users/users/loggedinuser');
  const answer = await apiGet(
    page,
    `/api/cards/cards?accessLevel=${accessLevel}&accessLevelCode=${accessLevelCode}&pageSize=500${extra}`,
  );
  return answer.cards as Card[];
}

const table = (page: Page, label = v('table_label')) => page.getByRole('table', { name: label });
const dataRows = (page: Page, label?: string) => table(page, label).locator('tbody tr:not([data-skeleton])');

/** Finds one card by its number (typed with leading zeros, which the search strips) and expands it. */
async function findAndExpand(page: Page, card: Card) {
  await page.goto('/cards/view');
  await expect(page.getByRole('heading', { level: 1, name: v('title') })).toBeVisible();
  const searched = page.waitForResponse(
    (res) => res.url().includes('/api/cards/cards?') && res.url().includes('searchBy=00') && res.ok(),
  );
  await page.getByLabel(v('search_label')).fill(`00${card.cardNumber}`);
  await searched;
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(card.cardSerialNumber);
  await dataRows(page)
    .first()
    .getByRole('button', { name: contentText('en', 'common', 'table_expand_row') })
    .click();
  await expect(page.getByRole('button', { name: v('action_full_details') })).toBeVisible();
}

const usable = (c: Card) => c.cardStatusId === 100 && !c.isStopped && !c.cardNumber.endsWith('0');

test.describe('manage cards and the re-issue list (spec 002 §2.3, §2.4, §4.2-§4.5, §8)', () => {
  test('list, search with leading zeros, detail, full details, history, edit PIN, restrictions', async ({
    page,
  }) => {
    // Seven screens and two axe scans: longer than the default.
    test.slow();
    await signIn(page);
    const groupCode = await selectFirstGroup(page);
    // Asked now: an API call later may meet a lapsed access token and reload the page, which would
    // close the expanded card.
    const groupAckIsN = (await isAckOf(page, 'G', groupCode)) === 'N';
    const listCalls = recordCalls(page, '/api/cards/cards');
    await page.goto('/cards/view');
    await expect(page.getByRole('heading', { level: 1, name: v('title') })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(15);
    // One list call: the page found the first page the app asked for beside the session calls
    // under its own key (issue 13); a key of its own would have asked again.
    expect(new Set(listCalls).size).toBe(1);
    await page.screenshot({ path: `${SHOTS}-list-en.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);

    const cards = await cardsOfSelection(page);
    let card: Card | undefined;
    for (const candidate of cards.filter((c) => usable(c) && c.pinMethod === 1)) {
      if ((await isAckOf(page, 'A', candidate.authorityId)) === 'N') continue;
      card = candidate;
      break;
    }
    if (!card) throw new Error('no PIN-editable card of an authority that allows restriction edits');
    await findAndExpand(page, card);
    await expect(page.getByText(v('map_recent'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-detail-en.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // Full details: the six sections.
    await page.getByRole('button', { name: v('action_full_details') }).click();
    const details = page.getByRole('dialog');
    for (const section of [
      'section_account',
      'section_general',
      'section_restrictions',
      'section_offers',
      'section_mobile',
      'section_card',
    ])
      await expect(details.getByRole('heading', { name: v(section), exact: true })).toBeVisible();
    await expect(details).toContainText(card.cardSerialNumber);
    await page.screenshot({ path: `${SHOTS}-full-details-en.png` });
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    // Status history (hh:mm dd/mm/yyyy).
    await page.getByRole('button', { name: v('action_history') }).click();
    const history = page.getByRole('dialog');
    await expect(history.getByRole('table')).toBeVisible();
    await expect(
      history
        .getByRole('cell')
        .filter({ hasText: /^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/ })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // Edit PIN: a weak PIN is refused with the pin_pin_week text; a good one changes the status to 350.
    await page.getByRole('button', { name: v('action_edit_pin') }).click();
    const pinDialog = page.getByRole('dialog');
    await pinDialog.getByLabel(v('pin_label')).fill('1234');
    await pinDialog.getByLabel(v('pin_label')).blur();
    await expect(pinDialog.getByText(v('pin_pin_week'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-pin-weak-en.png` });
    await pinDialog.getByLabel(v('pin_label')).fill('4826');
    await pinDialog.getByRole('button', { name: v('save') }).click();
    await expect(page.getByText(v('pin_success'))).toBeVisible();
    await expect(dataRows(page).first()).toContainText(v('status_350'));

    // Restriction edit: disabled while the selection's acknowledgement flag is N (spec 002 §4.5); on
    // the card's own authority it opens, and without profiles the 'no restriction' message shows.
    const restrictButton = page.getByRole('button', { name: v('action_edit_restrictions') });
    if (groupAckIsN) await expect(restrictButton).toBeDisabled();
    else await expect(restrictButton).toBeEnabled();
    await selectEntry(page, 'A', card.authorityId);
    await findAndExpand(page, card);
    await page.getByRole('button', { name: v('action_edit_restrictions') }).click();
    const restriction = page.getByRole('dialog');
    await restriction.getByLabel(v('yes')).check();
    await expect(
      restriction
        .getByText(v('no_restriction'))
        .or(restriction.getByLabel(v('restriction_profile'), { exact: true }))
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-restriction-en.png` });
    await restriction.getByRole('button', { name: v('cancel') }).click();
  });

  test('stops a card with each reason and shows its status and history', async ({ page }) => {
    await signIn(page);
    await selectFirstGroup(page);
    const cards = (await cardsOfSelection(page)).filter(usable);
    const reasons = [
      { id: 2, status: 'status_2' },
      { id: 3, status: 'status_3' },
      { id: 31, status: 'status_31' },
    ];
    for (const [index, reason] of reasons.entries()) {
      const card = cards[cards.length - 1 - index] as Card;
      await findAndExpand(page, card);
      await page.getByRole('button', { name: v('action_stop') }).click();
      const dialog = page.getByRole('dialog');
      // A reason is required.
      await dialog.getByRole('button', { name: v('next') }).click();
      await expect(dialog.getByText(v('stop_reason_required'))).toBeVisible();
      await dialog.getByLabel(v(`reason_${reason.id}`)).check();
      if (reason.id === 2) await dialog.getByLabel(v('police_reference')).fill('POL-E2E-1');
      else await expect(dialog.getByText(v(`reason_${reason.id}_warning`))).toBeVisible();
      if (index === 0) {
        await page.screenshot({ path: `${SHOTS}-stop-reason-en.png` });
        await expectNoSeriousAxeViolations(page);
      }
      await dialog.getByRole('button', { name: v('next') }).click();
      const stopped = finalResponse(page, '/stop-cards');
      await dialog.getByRole('button', { name: v('stop_yes') }).click();
      expect((await stopped).status()).toBe(200);
      await expect(page.getByText(v('stop_success'))).toBeVisible();
      await expect(dataRows(page).first()).toContainText(v(reason.status));
      await page.getByRole('button', { name: v('action_history') }).click();
      const history = page.getByRole('dialog');
      await expect(history.getByRole('row').nth(1)).toContainText(v(reason.status));
      if (reason.id === 2) await expect(history.getByRole('row').nth(1)).toContainText('POL-E2E-1');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: v('action_stop') })).toBeDisabled();
    }
  });

  test('toggles re-issue and the re-issue list follows, switching its filter', async ({ page }) => {
    await signIn(page);
    await selectFirstGroup(page);
    const card = (await cardsOfSelection(page)).find((c) => usable(c) && c.hasReissueFeature) as Card;
    await findAndExpand(page, card);
    await page.getByRole('button', { name: v('action_do_not_reissue') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: v('confirm') })
      .click();
    await expect(page.getByText(v('reissue_success'))).toBeVisible();
    await expect(dataRows(page).first()).toContainText(v('status_940'));

    await page.goto('/cards/reissue');
    await expect(page.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();
    // The filter switched to the matching side: Not for re-issue.
    await expect(page.getByRole('radio', { name: r('filter_not_for_reissue') })).toBeChecked();
    const notFor = await cardsOfSelection(page, '&statusGroupTypes=notForReissue');
    expect(notFor.map((c) => c.cardId)).toContain(card.cardId);
    await expect(page.getByText(/Showing \d+ of \d+ records/)).toBeVisible();
    // Search by card holder name (spec 002 §2.4).
    const holder = (notFor.find((c) => c.cardId === card.cardId) as Card & { cardHolderName: string })
      .cardHolderName;
    await page.getByLabel(r('search_label')).fill(holder);
    const row = dataRows(page, r('table_label')).filter({ hasText: card.cardNumber });
    await expect(row).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}-reissue-en.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await row.getByRole('button', { name: contentText('en', 'common', 'table_expand_row') }).click();
    await page.getByRole('button', { name: v('action_reissue') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: v('confirm') })
      .click();
    await expect(page.getByText(v('reissue_success'))).toBeVisible();
    await expect(page.getByRole('radio', { name: r('filter_awaiting') })).toBeChecked();
    await expect(dataRows(page, r('table_label')).filter({ hasText: card.cardNumber })).toHaveCount(1);
    const awaiting = await cardsOfSelection(page, '&statusGroupTypes=awaitReissue');
    expect(awaiting.map((c) => c.cardId)).toContain(card.cardId);
  });

  test('edits details: a plain update, and the replacement hand-over to the order page', async ({ page }) => {
    await signIn(page);
    await selectFirstGroup(page);
    const cards = (await cardsOfSelection(page)).filter(usable);
    const plain = cards[Math.floor(cards.length / 2)] as Card;
    await findAndExpand(page, plain);
    await page.getByRole('button', { name: v('action_edit_details') }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: v('save') });
    await expect(save).toBeDisabled();
    await dialog.getByLabel(v('field_cost_center'), { exact: true }).fill('C'.repeat(37));
    await expect(dialog.getByText(v('cost_centre_max_length'))).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel(v('field_cost_center'), { exact: true }).fill('E2E-CC-7');
    await page.screenshot({ path: `${SHOTS}-edit-details-en.png` });
    await expectNoSeriousAxeViolations(page);
    const updated = finalResponse(page, '/update-cards');
    await save.click();
    expect((await updated).status()).toBe(200);
    await expect(page.getByText(v('edit_saved'))).toBeVisible();
    await page.getByRole('button', { name: v('action_full_details') }).click();
    await expect(page.getByRole('dialog')).toContainText('E2E-CC-7');
    await page.keyboard.press('Escape');

    const replaced = cards[Math.floor(cards.length / 2) + 1] as Card;
    await findAndExpand(page, replaced);
    await page.getByRole('button', { name: v('action_edit_details') }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(v('field_vehicle_registration')).fill('E2E123');
    await expect(edit.getByText(v('edit_replacement_info'))).toBeVisible();
    await edit.getByRole('button', { name: v('edit_save_replacement') }).click();
    await expect(page).toHaveURL(/\/cards\/order\?replaceCard=true$/);
    const stored = await page.evaluate<string | null>("localStorage.getItem('replacement-card-details')");
    const details = JSON.parse(stored ?? '{}');
    expect(details).toMatchObject({
      reasonCode: 31,
      cardnumber: replaced.cardNumber,
      vehicleregistration: 'E2E123',
    });
  });

  test('German texts and a 390 px wide screen', async ({ page }) => {
    await signIn(page, 'de');
    await page.goto('/de/cards/view');
    await expect(
      page.getByRole('heading', { level: 1, name: contentText('de', VIEW, 'title') }),
    ).toBeVisible();
    await expect(dataRows(page, contentText('de', VIEW, 'table_label'))).toHaveCount(15);
    await page.screenshot({ path: `${SHOTS}-list-de.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cards/reissue');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-reissue-390.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
});
