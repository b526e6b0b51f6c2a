import type { SheetTexts } from '../../platform/sheet-texts';
import type { InvoiceRowDb } from './repo';

const PAGE = 'transactions-invoices';

/**
 * Issue 44 Files: the text file an invoice zip carries when documents asked for are left out, in the
 * user's language: how many of how many, then one line per document with its number and why.
 * Null when nothing was left out.
 */
export function zipManifest(
  rows: InvoiceRowDb[],
  texts: SheetTexts,
): { name: string; content: string } | null {
  const missing = rows.filter((r) => !r.in_archive);
  if (missing.length === 0) return null;
  const t = (key: string) => texts.text(PAGE, key);
  const heading = t('zip_manifest_heading')
    .replace('{{missing}}', String(missing.length))
    .replace('{{total}}', String(rows.length));
  const reason = t('zip_manifest_reason_not_in_archive');
  const lines = [heading, '', ...missing.map((r) => `${r.invoice_number}: ${reason}`), ''];
  return { name: t('zip_manifest_file'), content: lines.join('\r\n') };
}
