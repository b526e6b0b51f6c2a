import type { Formatters } from '../../../lib/format';

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * Spec 001 §9: currency symbols (euro, pound, dollar); PLN is written as a prefix. The digits follow
 * the user's numberFormat preference (spec 000 §3) through the portal's shared number formatter; the
 * language only places the symbol.
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string,
  formatNumber: Formatters['formatNumber'],
) {
  const digits = formatNumber(Math.abs(amount), TWO_DECIMALS);
  if (currency === 'PLN') return `PLN ${formatNumber(amount, TWO_DECIMALS)}`;
  let isNumberWritten = false;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, ...TWO_DECIMALS })
    .formatToParts(amount)
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (isNumberWritten) return '';
      isNumberWritten = true;
      return digits;
    })
    .join('');
}

/** Spec 001 §4, §8: what the widget shows instead of an amount while in its error state. */
export const PLACEHOLDER_DASHES = '--';
