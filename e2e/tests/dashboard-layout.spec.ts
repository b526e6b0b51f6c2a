import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/stored-session';

/** The lowest visible content of the uninvoiced card may sit at most this far above its bottom edge. */
const MAX_EMPTY_PX = 48;

/**
 * Card bottom minus the bottom of its lowest visible leaf element (text, amount, button label): the
 * padding and border only when the content ends at the card's end, far more when the card is stretched
 * to the chart's height and its content stays at the top. Also the tops of both cards (same row or not).
 */
const MEASURE = `(() => {
  const card = document.querySelector('section[aria-labelledby="uninvoiced-widget-title"]');
  const chart = document.querySelector('section[aria-labelledby="spend-chart-title"]');
  const leaves = [...card.querySelectorAll('*')].filter((el) => el.children.length === 0);
  const bottoms = leaves.map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.bottom);
  const box = card.getBoundingClientRect();
  return {
    empty: Math.round(box.bottom - Math.max(...bottoms)),
    cardTop: Math.round(box.top),
    chartTop: Math.round(chart.getBoundingClientRect().top),
  };
})()`;

type Measure = { empty: number; cardTop: number; chartTop: number };

test.describe('dashboard layout (issue 15: the uninvoiced card has no large empty area)', () => {
  for (const { width, height, sideBySide } of [
    { width: 1366, height: 900, sideBySide: true },
    { width: 390, height: 844, sideBySide: false },
  ]) {
    test(`at ${width} px the uninvoiced card ends where its content ends`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openSignedIn(page, 'customerAdmin', '/en/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      // State, not time: both amounts shown, the card no longer busy, the chart drawn.
      const card = page.locator('section[aria-labelledby="uninvoiced-widget-title"]');
      await expect(card).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByTestId('uninvoiced-with-vat')).toHaveText(/\d/);
      await expect(page.getByTestId('uninvoiced-without-vat')).toHaveText(/\d/);
      await expect(page.getByTestId('spend-pie-chart')).toBeVisible();
      const measure = (await page.evaluate(MEASURE)) as Measure;
      // At 1366 the two cards share a row (the card is as tall as the chart); at 390 they are stacked.
      if (sideBySide) expect(measure.cardTop).toBe(measure.chartTop);
      else expect(measure.chartTop).toBeGreaterThan(measure.cardTop);
      expect(measure.empty, `empty space below the card's content: ${measure.empty} px`).toBeLessThanOrEqual(
        MAX_EMPTY_PX,
      );
      await page.screenshot({ path: `../test-results/dashboard-uninvoiced-${width}.png` });
    });
  }
});
