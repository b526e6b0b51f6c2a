import { expect, type Page } from '@playwright/test';
import { formatMoneyIn } from '../../packages/contract/src/number-format';
import { contentText } from '../support/content';
import { apiGet, selectEntry } from '../support/session-api';
import { openSignedIn } from '../support/stored-session';

export { pdfText, unzip } from '../../apps/server/test/invoices/read-zip';

export const NS = 'transactions-invoices';
export const inv = (key: string, values: Record<string, string> = {}, locale = 'en') =>
  contentText(locale, NS, key, values);

export type Row = {
  invoiceId: number;
  invoiceNumber: string;
  invoiceType: string;
  invoiceDate: string;
  amount: number;
  currency: string;
  clientNr: string | null;
  inArchive: boolean;
  subRows: Row[];
};
type List = { summaries: Row[]; totalRecords: number };

/** The documents a top row stands for (a summary for its invoices, spec 001 §4). */
export const docsOf = (row: Row) => (row.subRows.length ? row.subRows : [row]);

/** The first page (up to 120 top rows) of each of the customer administrator's authorities. */
export async function authorityPages(page: Page): Promise<Map<string, Row[]>> {
  const hierarchy = (await apiGet(page, '/api/users/users/hierarchy')) as {
    authorities: { authorityId: string }[];
  };
  const pages = new Map<string, Row[]>();
  for (const { authorityId } of hierarchy.authorities) {
    const list = (await apiGet(
      page,
      `/api/transactions/invoices?authorityIds=${authorityId}&pageSize=120`,
    )) as List;
    if (list.summaries.length && list.summaries.every((r) => r.clientNr))
      pages.set(authorityId, list.summaries);
  }
  return pages;
}

/** The first authority (and what `pick` chose from its rows) for which `pick` finds something. */
export function findAuthority<T>(pages: Map<string, Row[]>, pick: (rows: Row[]) => T | undefined) {
  for (const [authorityId, rows] of pages) {
    const found = pick(rows);
    if (found !== undefined) return { authorityId, found };
  }
  throw new Error('no authority of the demo customer has the invoices this test needs');
}

/** Signs in, selects the authority and opens the path; the cookie banner is agreed away. */
export async function openAs(page: Page, authorityId: string, path: string) {
  await selectEntry(page, 'A', authorityId);
  await page.goto(path);
  // The page's chunk and content load first (slow on a busy machine); then its heading shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

export async function signedIn(page: Page) {
  await openSignedIn(page, 'customerAdmin');
  // The machine is shared: a fresh sign-in passes the entry redirect, which can take a while.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page
    .getByRole('button', { name: contentText('en', 'cookies', 'agree_button') })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Money as the PDF prints it for an English user with `numberFormat` (the invoice currency's symbol,
 * spec 001 §9; the user's separators, spec 000 §3), spaces as plain spaces as in the PDF's text.
 */
export const pdfMoney = (amount: number, currency: string, numberFormat: string) =>
  formatMoneyIn(amount, currency, 'en', numberFormat).replace(/\s/g, ' ');

/** The table row of a document number (its top row). */
export const rowOf = (page: Page, tableName: string, number: string) =>
  page.getByRole('table', { name: tableName }).locator('tbody tr', { hasText: number }).first();
