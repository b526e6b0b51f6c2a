import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { applyDatePattern, formatMoneyIn, formatNumberIn, type TBrandIdentity } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { Address } from '../../db/schema/hierarchy';
import type { SheetTexts } from '../../platform/sheet-texts';
import { type PdfTexts, pdfTextsOf } from './pdf-texts';

/** One printed line: a product at one VAT rate (or, on a summary, one of its invoices). Money in minor units. */
export type PdfLine = {
  label: string;
  quantity: number | null;
  unit: string | null;
  vatRate: number;
  net: number;
  vat: number;
  gross: number;
};

export type PdfDocumentInput = {
  number: string;
  type: 'SUMMARY-STATEMENT' | 'NATIONAL-INVOICE' | 'INTERNATIONAL-INVOICE';
  invoiceDate: string;
  dueDate: string;
  currency: string;
  customer: string;
  authorityId: string;
  address: Address;
  issuerCountry: string;
  /** The brand of the account the document belongs to: its name and colour head the page. */
  brand: Pick<TBrandIdentity, 'name' | 'primaryColor'>;
  paymentMethod: string;
  totals: { net: number; vat: number; gross: number };
  lines: PdfLine[];
};

// DejaVu Sans covers every letter of the six languages (Helvetica's WinAnsi lacks ł, ę, ż …).
const require = createRequire(import.meta.url);
const FONT_PATHS = {
  body: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
/** The font files are read once per process, not once per document (a zip renders up to ten). */
let fonts: { body: Buffer; bold: Buffer } | undefined;
const fontsOnce = () =>
  (fonts ??= { body: readFileSync(FONT_PATHS.body), bold: readFileSync(FONT_PATHS.bold) });

/** Money as the PDF prints it: the symbol placed by the language, the user's separators (spec 001 §9). */
export const pdfMoney = (minor: number, currency: string, locale: string, numberFormat: string) =>
  formatMoneyIn(minor / 100, currency, locale, numberFormat);
/** A day (YYYY-MM-DD) in the date part of the user's date pattern (spec 000 §3). */
const pdfDate = (day: string, pattern: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return applyDatePattern({ year, month, day: date, hour: 0, minute: 0, second: 0 }, pattern);
};

const titleOf = (type: PdfDocumentInput['type'], t: PdfTexts) =>
  type === 'SUMMARY-STATEMENT' ? t.summary : type === 'NATIONAL-INVOICE' ? t.national : t.international;

/** Lines grouped per VAT rate (spec: net, VAT and gross per rate). */
export function perVatRate(lines: PdfLine[]) {
  const rates = new Map<number, { net: number; vat: number; gross: number }>();
  for (const line of lines) {
    const sum = rates.get(line.vatRate) ?? { net: 0, vat: 0, gross: 0 };
    rates.set(line.vatRate, {
      net: sum.net + line.net,
      vat: sum.vat + line.vat,
      gross: sum.gross + line.gross,
    });
  }
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

/** Columns of the line table: x positions and widths on an A4 page with 50 pt margins. */
const COLS = [
  { x: 50, w: 150 },
  { x: 200, w: 60 },
  { x: 260, w: 60 },
  { x: 320, w: 40 },
  { x: 360, w: 60 },
  { x: 420, w: 55 },
  { x: 475, w: 70 },
];

/** A real PDF of one document, in the user's language; resolves with its bytes. */
export function renderInvoicePdf(
  doc: PdfDocumentInput,
  texts: Pick<SheetTexts, 'language' | 'value' | 'country' | 'countryText' | 'numberFormat' | 'dayPattern'>,
): Promise<Buffer> {
  const locale = texts.language;
  const t = pdfTextsOf(locale);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${titleOf(doc.type, t)} ${doc.number}` },
  });
  const { body, bold } = fontsOnce();
  pdf.registerFont('body', body);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = (minor: number) => pdfMoney(minor, doc.currency, locale, texts.numberFormat);
  const number = (value: number) => formatNumberIn(value, texts.numberFormat, { maximumFractionDigits: 3 });

  // Brand header and artwork: a band with three arcs.
  pdf.rect(0, 0, pdf.page.width, 70).fill(doc.brand.primaryColor);
  for (const [i, r] of [40, 28, 16].entries())
    pdf
      .circle(pdf.page.width - 70, 35, r)
      .lineWidth(3)
      .stroke(i % 2 ? '#ffffff' : '#ffd200');
  pdf.fillColor('#ffffff').font('bold').fontSize(20).text(doc.brand.name, 50, 24);
  pdf
    .fillColor('#000000')
    .font('bold')
    .fontSize(16)
    .text(`${titleOf(doc.type, t)} ${doc.number}`, 50, 90);

  pdf.font('body').fontSize(10).moveDown(0.5);
  const issuer = texts.country(doc.issuerCountry) ?? doc.issuerCountry;
  const facts: [string, string][] = [
    [t.number, doc.number],
    [t.date, pdfDate(doc.invoiceDate, texts.dayPattern)],
    [t.dueDate, pdfDate(doc.dueDate, texts.dayPattern)],
    [t.customer, `${doc.customer} (${doc.authorityId})`],
    [t.issuerCountry, `${issuer} (${doc.issuerCountry})`],
    [t.paymentMethod, texts.value(doc.paymentMethod) ?? ''],
  ];
  for (const [label, value] of facts) pdf.text(`${label}: ${value}`);
  const address = [
    doc.address.addressLine1,
    doc.address.addressLine2,
    doc.address.addressLine3,
    doc.address.addressLine4,
    doc.address.postCode,
    texts.countryText(doc.address.country),
  ].filter(Boolean);
  pdf
    .moveDown(0.5)
    .font('bold')
    .text(t.deliveryAddress)
    .font('body')
    .text(address.join('\n') || '-');

  // Lines.
  pdf.moveDown();
  const row = (cells: string[], bold = false) => {
    if (pdf.y > pdf.page.height - 90) pdf.addPage();
    const y = pdf.y;
    pdf.font(bold ? 'bold' : 'body').fontSize(8);
    cells.forEach((cell, i) => {
      const col = COLS[i] as { x: number; w: number };
      pdf.text(cell, col.x, y, { width: col.w, align: i === 0 ? 'left' : 'right', lineBreak: false });
    });
    pdf.x = 50;
    pdf.y = y + 14;
  };
  row([t.product, t.quantity, t.unitPrice, t.vatRate, t.net, t.vat, t.gross], true);
  if (doc.lines.length === 0) pdf.font('body').fontSize(9).text(t.noLines, 50);
  for (const line of doc.lines) {
    const unitPrice = line.quantity ? money(Math.round(line.net / line.quantity)) : '-';
    const quantity =
      line.quantity === null ? '-' : `${number(line.quantity)} ${texts.value(line.unit) ?? ''}`.trim();
    const label =
      doc.type === 'SUMMARY-STATEMENT' ? `${t.invoice} ${line.label}` : (texts.value(line.label) ?? '');
    row([
      label,
      quantity,
      unitPrice,
      `${number(line.vatRate)} %`,
      money(line.net),
      money(line.vat),
      money(line.gross),
    ]);
  }

  // Per VAT rate, then the totals (the document's own amounts).
  pdf.moveDown();
  row([t.perRate, '', '', t.vatRate, t.net, t.vat, t.gross], true);
  for (const [rate, sum] of perVatRate(doc.lines))
    row(['', '', '', `${number(rate)} %`, money(sum.net), money(sum.vat), money(sum.gross)]);
  pdf.moveDown(0.5);
  row(
    [
      `${t.total} (${doc.currency})`,
      '',
      '',
      '',
      money(doc.totals.net),
      money(doc.totals.vat),
      money(doc.totals.gross),
    ],
    true,
  );
  pdf.end();
  return done;
}
