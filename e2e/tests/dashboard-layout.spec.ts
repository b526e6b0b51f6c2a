import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/stored-session';

/** The largest empty band of the uninvoiced card (above, between or below its contents) at most this. */
const MAX_EMPTY_PX = 48;

/**
 * The largest vertical band of the card that no visible leaf element (text, amount, button label)
 * covers: the card's padding and the gaps of its stacks when the card is as tall as its content, far
 * more when it is stretched to the chart's height (content at the top, or spread apart). Also the tops
 * of both cards (same row or not).
 */
const MEASURE = `(() => {
  const card = document.querySelector('section[aria-labelledby="uninvoiced-widget-title"]');
  const chart = document.querySelector('section[aria-labelledby="spend-chart-title"]');
  const leaves = [...card.querySelectorAll('*')].filter((el) => el.children.length === 0);
  const bands = leaves.map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0)
    .map((r) => [r.top, r.bottom]).sort((a, b) => a[0] - b[0]);
  const box = card.getBoundingClientRect();
  let reached = box.top;
  let empty = 0;
  for (const [top, bottom] of bands) {
    empty = Math.max(empty, top - reached);
    reached = Math.max(reached, bottom);
  }
  empty = Math.max(empty, box.bottom - reached);
  return {
    empty: Math.round(empty),
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
    test(`at ${width} px the uninvoiced card is as tall as its content`, async ({ page }) => {
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
      // At 1366 the two cards share a row; at 390 they are stacked.
      if (sideBySide) expect(measure.cardTop).toBe(measure.chartTop);
      else expect(measure.chartTop).toBeGreaterThan(measure.cardTop);
      expect(measure.empty, `largest empty band of the card: ${measure.empty} px`).toBeLessThanOrEqual(
        MAX_EMPTY_PX,
      );
      await page.screenshot({ path: `../test-results/dashboard-uninvoiced-${width}.png` });
    });
  }
});
