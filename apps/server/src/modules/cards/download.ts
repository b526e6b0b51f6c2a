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

/** The content page of the cards screens (card type and status names). */
const CARDS_PAGE = 'cards-view';

/**
 * The cards sheet: card types and statuses by their names, Y/N as words, in the user's language
 * (issue 15 Exports); the last transaction a date cell in the user's date format.
 */
export const cardSheetColumns = (texts: SheetTexts): XlsxColumn<TCardRow>[] => [
  { header: 'Card serial number', value: (c) => c.cardSerialNumber },
  { header: 'Card number', value: (c) => c.cardNumber, width: 24 },
  { header: 'Card status', value: (c) => texts.text(CARDS_PAGE, `status_${c.cardStatusId}`), width: 24 },
  { header: 'Authority', value: (c) => c.authorityId },
  { header: 'Card holder name', value: (c) => c.cardHolderName, width: 28 },
  { header: 'Vehicle', value: (c) => c.vehicle },
  {
    header: 'Card type',
    value: (c) => texts.text(CARDS_PAGE, contentKey('card_type', c.cardType)),
    width: 24,
  },
  { header: 'Expiry', value: (c) => `${String(c.expiryDate.month).padStart(2, '0')}/${c.expiryDate.year}` },
  { header: 'Embossing line 1', value: (c) => c.embossName1, width: 28 },
  { header: 'Embossing line 2', value: (c) => c.embossName2, width: 28 },
  { header: 'Cost centre', value: (c) => c.costCenterName },
  { header: 'Restriction profile', value: (c) => c.profileName, width: 24 },
  { header: 'Fuel and charge', value: (c) => texts.value(c.fuelAndCharge) },
  { header: 'International', value: (c) => texts.value(c.internationalInd) },
  {
    header: 'Last transaction',
    value: (c) => (c.lastTransactionDate ? new Date(c.lastTransactionDate) : null),
    numFmt: texts.dateTimeFormat,
  },
];

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
