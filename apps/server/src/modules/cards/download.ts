import type { TCardRow, TCardsQuery } from '@portal/contract';
import type { Db } from '../../db/client';
import type { AuthorityScope } from '../../platform/scope';
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

const yesNo = (v: 'Y' | 'N') => (v === 'Y' ? 'Yes' : 'No');

export const CARD_SHEET_COLUMNS: XlsxColumn<TCardRow>[] = [
  { header: 'Card serial number', value: (c) => c.cardSerialNumber },
  { header: 'Card number', value: (c) => c.cardNumber, width: 24 },
  { header: 'Card status', value: (c) => c.cardStatus, width: 24 },
  { header: 'Authority', value: (c) => c.authorityId },
  { header: 'Card holder name', value: (c) => c.cardHolderName, width: 28 },
  { header: 'Vehicle', value: (c) => c.vehicle },
  { header: 'Card type', value: (c) => c.cardType, width: 22 },
  { header: 'Expiry', value: (c) => `${String(c.expiryDate.month).padStart(2, '0')}/${c.expiryDate.year}` },
  { header: 'Embossing line 1', value: (c) => c.embossName1, width: 28 },
  { header: 'Embossing line 2', value: (c) => c.embossName2, width: 28 },
  { header: 'Cost centre', value: (c) => c.costCenterName },
  { header: 'Restriction profile', value: (c) => c.profileName, width: 24 },
  { header: 'Fuel and charge', value: (c) => yesNo(c.fuelAndCharge) },
  { header: 'International', value: (c) => yesNo(c.internationalInd) },
  {
    header: 'Last transaction',
    value: (c) => (c.lastTransactionDate ? new Date(c.lastTransactionDate) : null),
    numFmt: 'dd/mm/yyyy hh:mm',
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
