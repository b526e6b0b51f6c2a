import { contentKey, type TCardRow, type TCardsQuery } from '@portal/contract';
import type { Db } from '../../db/client';
import type { AuthorityScope } from '../../platform/scope';
import type { SheetTexts } from '../../platform/sheet-texts';
import type { XlsxColumn } from '../../platform/xlsx-export';
import { cardFilter, cardOrder, toCardRow } from './list';
import { listCards } from './repo';

const CHUNK = 1000;

/** Spec 002 §9: Card_{authority}_{ddMMyy}; the authority is the selected level code (ALL for the overview). */
export function cardDownloadName(query: TCardsQuery, now: number) {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(d.getUTCDate())}${two(d.getUTCMonth() + 1)}${two(d.getUTCFullYear() % 100)}`;
  const level = query.accessLevelCode ?? query.authorityIds?.[0] ?? 'ALL';
  return `Card_${level}_${date}.xlsx`;
}

/** Spec 002: a card's expiry is its month and year, MM/YYYY, as an Excel number format. */
const EXPIRY_FORMAT = 'mm/yyyy';

/** The content page of the cards screens (card type and status names). */
const CARDS_PAGE = 'cards-view';

/**
 * The cards sheet: headers, card types and statuses by their names, Y/N as words, in the user's
 * language (issue 15 Exports); the last transaction a date cell in the user's date format, the
 * expiry a date cell shown as month/year.
 */
export const cardSheetColumns = (texts: SheetTexts): XlsxColumn<TCardRow>[] => {
  const t = (key: string) => texts.text(CARDS_PAGE, key);
  return [
    { header: t('sheet_card_serial_number'), value: (c) => c.cardSerialNumber },
    { header: t('column_card_number'), value: (c) => c.cardNumber, width: 24 },
    { header: t('sheet_card_status'), value: (c) => t(`status_${c.cardStatusId}`), width: 24 },
    { header: t('column_authority_id'), value: (c) => c.authorityId },
    { header: t('column_card_holder_name'), value: (c) => c.cardHolderName, width: 28 },
    { header: t('column_vehicle'), value: (c) => c.vehicle },
    { header: t('column_card_type'), value: (c) => t(contentKey('card_type', c.cardType)), width: 24 },
    // A date cell (the first of the month), shown as the month and year the card shows (issue 44).
    {
      header: t('column_expiry_date'),
      value: (c) => new Date(Date.UTC(c.expiryDate.year, c.expiryDate.month - 1, 1)),
      numFmt: EXPIRY_FORMAT,
    },
    { header: t('column_emboss_name1'), value: (c) => c.embossName1, width: 28 },
    { header: t('field_embossed_line2'), value: (c) => c.embossName2, width: 28 },
    { header: t('column_cost_center_name'), value: (c) => c.costCenterName },
    { header: t('column_profile_name'), value: (c) => c.profileName, width: 24 },
    { header: t('column_fuel_and_charge'), value: (c) => texts.value(c.fuelAndCharge) },
    { header: t('column_international_ind'), value: (c) => texts.value(c.internationalInd) },
    {
      header: t('column_last_transaction_date'),
      value: (c) => (c.lastTransactionDate ? new Date(c.lastTransactionDate) : null),
      numFmt: texts.dateTimeFormat,
    },
  ];
};

/** Refuses a bad sort column, search column or status group (400) before a download starts. */
export function validateCardQuery(scope: AuthorityScope, query: TCardsQuery) {
  cardFilter(scope, query);
  cardOrder(query);
}

/** The cards of the list query (or the selected ones), in the list's order, a chunk at a time. */
export async function* cardChunks(
  db: Db,
  scope: AuthorityScope,
  query: TCardsQuery,
): AsyncIterable<TCardRow[]> {
  const filter = cardFilter(scope, query);
  const order = cardOrder(query);
  for (let offset = 0; ; offset += CHUNK) {
    const rows = await listCards(db, filter, order, { limit: CHUNK, offset });
    if (rows.length > 0) yield rows.map(toCardRow);
    if (rows.length < CHUNK) return;
  }
}
