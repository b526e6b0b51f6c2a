import type { Page } from '@playwright/test';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiCall, apiGet } from '../support/session-api';
import { openSignedIn } from '../support/stored-session';

/**
 * Issue 50 (spec 002 §4.2): a card in status Ordered cannot change its re-issue status. The button is
 * disabled with its reason, from the contract's rule the server refuses with (card_status_not_allowed).
 * Signed in as the ordinary user: one authority, so no other suite changes the selection meanwhile.
 */
type Card = {
  cardId: number;
  cardNumber: string;
  cardSerialNumber: string;
  cardStatusId: number;
  isStopped: boolean;
  hasReissueFeature: boolean;
};

const ORDERED = 1;
const NOT_FOR_REISSUE = 940;

async function orderedCard(page: Page): Promise<Card> {
  const { accessLevel, accessLevelCode } = await apiGet(page, '/api/users/users/loggedinuser');
  const answer = await apiGet(
    page,
    `/api/cards/cards?accessLevel=${accessLevel}&accessLevelCode=${accessLevelCode}&pageSize=500`,
  );
  const card = (answer.cards as Card[]).find(
    (c) => c.cardStatusId === ORDERED && c.hasReissueFeature && !c.isStopped && !c.cardNumber.endsWith('0'),
  );
  if (!card) throw new Error('the demo data has no Ordered card with the re-issue feature for this user');
  return card;
}

for (const { locale, width } of [
  { locale: 'en', width: 1366 },
  { locale: 'de', width: 390 },
]) {
  test(`a card in status Ordered: Do not re-issue is disabled with its reason, and the server refuses the change (${locale}, ${width} px)`, async ({
    page,
  }) => {
    const v = (key: string) => contentText(locale, 'cards-view', key);
    await page.setViewportSize({ width, height: 844 });
    await openSignedIn(page, 'user', `/${locale}/cards/view`);
    await page.getByRole('button', { name: contentText(locale, 'cookies', 'agree_button') }).click();
    const card = await orderedCard(page);
    await expect(page.getByRole('heading', { level: 1, name: v('title') })).toBeVisible();
    const searched = page.waitForResponse(
      (res) => res.url().includes('/api/cards/cards?') && res.url().includes('searchBy=00') && res.ok(),
    );
    // Typed with leading zeros, which the search strips (spec 002 §5.3), as cards.spec does.
    await page.getByLabel(v('search_label')).fill(`00${card.cardNumber}`);
    await searched;
    const rows = page.getByRole('table', { name: v('table_label') }).locator('tbody tr:not([data-skeleton])');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(card.cardSerialNumber);
    await rows
      .first()
      .getByRole('button', { name: contentText(locale, 'common', 'table_expand_row') })
      .click();
    const button = page.getByRole('button', { name: v('action_do_not_reissue') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(v('disabled_reissue_status'));
    // aria-disabled (so the reason stays reachable): Playwright counts it as disabled, so the click is forced.
    await button.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: `../test-results/route-gates/reissue-ordered-${locale}-${width}.png` });

    // The same rule on the server: the change is refused and nothing changes.
    const res = await apiCall(page, 'POST', '/api/cards/card-action/card-status', {
      cardStatuses: [{ cardId: card.cardId, prevCardStatusId: ORDERED, setCardStatusId: NOT_FOR_REISSUE }],
    });
    const body = await res.json();
    expect(body.message).toBe('card_status_not_allowed');
    expect(body.cardResponses[0]).toMatchObject({ cardId: card.cardId, transStatus: false });
    expect((await orderedCard(page)).cardId).toBe(card.cardId);
  });
}
