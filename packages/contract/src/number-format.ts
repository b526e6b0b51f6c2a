/**
 * Spec 000 §3 number format preference: the group and decimal separators of each option (1,234.56,
 * 1.234,56, 1 234,56). The web's formatters and the server's documents write numbers with them.
 */
export const NUMBER_SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  pl: { group: '\u00a0', decimal: ',' },
};

/** Intl's parts of a number (or an amount with its symbol) with the separators of `numberFormat`. */
export function withSeparators(parts: Intl.NumberFormatPart[], numberFormat: string | undefined): string {
  const separators = NUMBER_SEPARATORS[numberFormat ?? 'en'] ?? NUMBER_SEPARATORS.en;
  return parts
    .map((p) =>
      p.type === 'group' ? separators?.group : p.type === 'decimal' ? separators?.decimal : p.value,
    )
    .join('');
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One Intl.NumberFormat per language and options: building one per table cell is costly. */
export function intlNumberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${options.style ?? ''}|${options.currency ?? ''}|${options.minimumFractionDigits}|${options.maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

export type NumberOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };
const MONEY_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** A number grouped in thousands with the separators of the user's number format. */
export function formatNumberIn(
  value: number,
  numberFormat: string | undefined,
  options: NumberOptions = {},
): string {
  const parts = intlNumberFormat('en-US', {
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits: options.maximumFractionDigits ?? Math.max(2, options.minimumFractionDigits ?? 0),
  }).formatToParts(value);
  return withSeparators(parts, numberFormat);
}

/**
 * Spec 001 §9: the currency symbol (euro, pound, dollar), PLN as a prefix; two decimals in the user's
 * number format; the language only places the symbol (€1.234,56 in en, 1.234,56 € in de).
 */
export function formatMoneyIn(
  value: number,
  currency: string,
  language: string,
  numberFormat: string | undefined,
): string {
  if (currency === 'PLN' || !currency)
    return `${currency} ${formatNumberIn(value, numberFormat, MONEY_DIGITS)}`.trim();
  const digits = formatNumberIn(Math.abs(value), numberFormat, MONEY_DIGITS);
  let parts: Intl.NumberFormatPart[];
  try {
    parts = intlNumberFormat(language, { style: 'currency', currency, ...MONEY_DIGITS }).formatToParts(value);
  } catch {
    // Not an ISO currency code: the amount and the code as sent.
    return `${formatNumberIn(value, numberFormat, MONEY_DIGITS)} ${currency}`;
  }
  // Intl places the symbol and the sign; our digits replace its number parts.
  let isNumberWritten = false;
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (isNumberWritten) return '';
      isNumberWritten = true;
      return digits;
    })
    .join('');
}
