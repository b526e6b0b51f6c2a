import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContentFiles } from '../../src/modules/content/repo';
import { type PdfDocumentInput, renderInvoicePdf } from '../../src/modules/invoices/pdf';
import { sheetTexts } from '../../src/platform/sheet-texts';
import { pdfText } from './read-zip';

const content = loadContentFiles(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/content'),
);

const doc: PdfDocumentInput = {
  number: '5000001234',
  type: 'NATIONAL-INVOICE',
  invoiceDate: '2026-11-17',
  dueDate: '2026-12-01',
  currency: 'EUR',
  customer: 'Northwind Logistics Hamburg',
  authorityId: 'D1001924',
  address: { addressLine1: 'Hafenstraße 12', postCode: '20457', country: 'Germany' },
  issuerCountry: 'DE',
  brand: { name: 'Corvane Fleet', primaryColor: '#2a6bc9' },
  paymentMethod: 'Direct debit',
  totals: { net: 10000, vat: 1900, gross: 11900 },
  lines: [{ label: 'Engine oil', quantity: 2, unit: 'EA', vatRate: 19, net: 10000, vat: 1900, gross: 11900 }],
};

describe('the invoice PDF speaks the user language, data values included (issue 16)', () => {
  it('German: countries, payment method, product and unit from the values page and Intl', async () => {
    const text = await pdfText(await renderInvoicePdf(doc, sheetTexts(content, { languageCode: 'de' })));
    for (const word of ['Inlandsrechnung', 'Deutschland (DE)', 'Lastschrift', 'Motoröl', 'Stk.'])
      expect(text).toContain(word);
    for (const english of ['Germany', 'Direct debit', 'Engine oil']) expect(text).not.toContain(english);
  });

  it("amounts and dates follow the user's number and date format preferences (spec 000 §3)", async () => {
    const german = (numberFormat: string, dateFormat: string) =>
      renderInvoicePdf(
        doc,
        sheetTexts(content, { languageCode: 'de', preferences: { numberFormat, dateFormat } }),
      ).then(pdfText);
    const dotted = await german('de', 'DD.MM.YYYY hh:mm:ss');
    expect(dotted).toContain('17.11.2026');
    expect(dotted).toContain('119,00 €');
    const iso = await german('en', 'YYYY-MM-DD hh:mm:ss');
    expect(iso).toContain('2026-11-17');
    expect(iso).toContain('119.00 €');
    expect(iso).not.toContain('17.11.2026');
  });

  it('English keeps the values as sent', async () => {
    const text = await pdfText(await renderInvoicePdf(doc, sheetTexts(content, { languageCode: 'en' })));
    for (const word of ['National invoice', 'Germany', 'Direct debit', 'Engine oil'])
      expect(text).toContain(word);
  });
});
