/** Spec 001 §9: currency symbols (euro, pound, dollar); PLN is written as a prefix. */
export function formatMoney(amount: number, currency: string, locale: string) {
  if (currency === 'PLN') {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `PLN ${number.format(amount)}`;
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** Spec 001 §4, §8: what the widget shows instead of an amount while in its error state. */
export const PLACEHOLDER_DASHES = '--';
