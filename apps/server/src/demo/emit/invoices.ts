import * as db from '../../db/schema';
import { isoDate } from '../context';
import type { InvoiceBook } from '../plan/invoices';
import { type CopySpec, spec } from './copy-spec';

/** Invoices and summary statements with totals summed from their transactions (spec 001 §3). */
export function invoiceSpec(book: InvoiceBook): CopySpec {
  const i = db.invoices;
  return spec(
    i,
    [
      i.invoiceId,
      i.invoiceNumber,
      i.invoiceType,
      i.summaryStatementId,
      i.authorityId,
      i.parentId,
      i.invoiceDate,
      i.dueDate,
      i.status,
      i.currency,
      i.netMinor,
      i.vatMinor,
      i.amountMinor,
      i.issuerCountry,
      i.accountId,
      i.clientNumber,
      i.supplyCountry,
      i.speosInvoiceDate,
      i.paymentMethodDescription,
      i.deliveryAddress,
      i.transactionCount,
      i.inArchive,
      i.createdAt,
    ],
    book.invoices.map((x) => [
      x.id,
      x.number,
      x.type,
      x.summary?.id ?? null,
      x.authority.id,
      x.parentId,
      isoDate(x.invoiceDate),
      isoDate(x.dueDate),
      x.status,
      x.authority.currency,
      x.net,
      x.vat,
      x.gross,
      x.authority.issuerCountry,
      x.authority.accountId,
      x.authority.clientNumber,
      x.supplyCountry,
      x.speosDate ? isoDate(x.speosDate) : null,
      x.paymentMethod,
      x.authority.deliveryAddress,
      x.transactionCount,
      x.inArchive,
      `${isoDate(x.invoiceDate)}T06:00:00.000Z`,
    ]),
  );
}
