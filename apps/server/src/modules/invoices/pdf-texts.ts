// Texts of the invoice PDF in the six languages of the portal (spec 000 §1); English is the fallback.
export type PdfTexts = Record<
  | 'summary'
  | 'national'
  | 'international'
  | 'number'
  | 'date'
  | 'dueDate'
  | 'customer'
  | 'deliveryAddress'
  | 'issuerCountry'
  | 'product'
  | 'quantity'
  | 'unitPrice'
  | 'vatRate'
  | 'net'
  | 'vat'
  | 'gross'
  | 'perRate'
  | 'total'
  | 'paymentMethod'
  | 'noLines'
  | 'invoice',
  string
>;

const en: PdfTexts = {
  summary: 'Summary statement',
  national: 'National invoice',
  international: 'International invoice',
  number: 'Number',
  date: 'Date',
  dueDate: 'Due date',
  customer: 'Customer',
  deliveryAddress: 'Delivery address',
  issuerCountry: 'Issuer country',
  product: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  vatRate: 'VAT rate',
  net: 'Net',
  vat: 'VAT',
  gross: 'Gross',
  perRate: 'Totals per VAT rate',
  total: 'Total',
  paymentMethod: 'Payment method',
  noLines: 'The lines of this document are kept in the archive only.',
  invoice: 'Invoice',
};

export const PDF_TEXTS: Record<string, PdfTexts> = {
  en,
  de: {
    summary: 'Sammelrechnung',
    national: 'Inlandsrechnung',
    international: 'Auslandsrechnung',
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Fälligkeitsdatum',
    customer: 'Kunde',
    deliveryAddress: 'Lieferadresse',
    issuerCountry: 'Ausstellerland',
    product: 'Produkt',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    vatRate: 'MwSt.-Satz',
    net: 'Netto',
    vat: 'MwSt.',
    gross: 'Brutto',
    perRate: 'Summen je MwSt.-Satz',
    total: 'Gesamt',
    paymentMethod: 'Zahlungsart',
    noLines: 'Die Positionen dieses Dokuments liegen nur im Archiv.',
    invoice: 'Rechnung',
  },
  es: {
    summary: 'Extracto resumen',
    national: 'Factura nacional',
    international: 'Factura internacional',
    number: 'Número',
    date: 'Fecha',
    dueDate: 'Fecha de vencimiento',
    customer: 'Cliente',
    deliveryAddress: 'Dirección de envío',
    issuerCountry: 'País emisor',
    product: 'Producto',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    vatRate: 'Tipo de IVA',
    net: 'Neto',
    vat: 'IVA',
    gross: 'Bruto',
    perRate: 'Totales por tipo de IVA',
    total: 'Total',
    paymentMethod: 'Forma de pago',
    noLines: 'Las líneas de este documento solo se conservan en el archivo.',
    invoice: 'Factura',
  },
  nl: {
    summary: 'Verzamelfactuur',
    national: 'Binnenlandse factuur',
    international: 'Internationale factuur',
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Vervaldatum',
    customer: 'Klant',
    deliveryAddress: 'Afleveradres',
    issuerCountry: 'Land van uitgifte',
    product: 'Product',
    quantity: 'Hoeveelheid',
    unitPrice: 'Eenheidsprijs',
    vatRate: 'Btw-tarief',
    net: 'Netto',
    vat: 'Btw',
    gross: 'Bruto',
    perRate: 'Totalen per btw-tarief',
    total: 'Totaal',
    paymentMethod: 'Betaalmethode',
    noLines: 'De regels van dit document staan alleen in het archief.',
    invoice: 'Factuur',
  },
  pt: {
    summary: 'Extrato resumo',
    national: 'Fatura nacional',
    international: 'Fatura internacional',
    number: 'Número',
    date: 'Data',
    dueDate: 'Data de vencimento',
    customer: 'Cliente',
    deliveryAddress: 'Morada de entrega',
    issuerCountry: 'País emissor',
    product: 'Produto',
    quantity: 'Quantidade',
    unitPrice: 'Preço unitário',
    vatRate: 'Taxa de IVA',
    net: 'Líquido',
    vat: 'IVA',
    gross: 'Bruto',
    perRate: 'Totais por taxa de IVA',
    total: 'Total',
    paymentMethod: 'Método de pagamento',
    noLines: 'As linhas deste documento estão apenas no arquivo.',
    invoice: 'Fatura',
  },
  pl: {
    summary: 'Zestawienie zbiorcze',
    national: 'Faktura krajowa',
    international: 'Faktura międzynarodowa',
    number: 'Numer',
    date: 'Data',
    dueDate: 'Termin płatności',
    customer: 'Klient',
    deliveryAddress: 'Adres dostawy',
    issuerCountry: 'Kraj wystawcy',
    product: 'Produkt',
    quantity: 'Ilość',
    unitPrice: 'Cena jednostkowa',
    vatRate: 'Stawka VAT',
    net: 'Netto',
    vat: 'VAT',
    gross: 'Brutto',
    perRate: 'Sumy według stawki VAT',
    total: 'Razem',
    paymentMethod: 'Metoda płatności',
    noLines: 'Pozycje tego dokumentu są dostępne tylko w archiwum.',
    invoice: 'Faktura',
  },
};

export const pdfTextsOf = (locale: string | null | undefined): PdfTexts => PDF_TEXTS[locale ?? 'en'] ?? en;
