import {
  ODOMETER_FIELD,
  ODOMETER_FLAG,
  type TDetailItem,
  type TTransactionFullDetail,
  type TTransactionSummary,
} from '@portal/contract';
import type { TransactionDetailDb } from './detail-repo';
import { major, toRow } from './service';

type ItemType = TDetailItem['type'];
const item = (
  key: string,
  label: string,
  value: string | number | boolean | null | undefined,
  type: ItemType = 'text',
  unit?: string,
): TDetailItem => ({
  key,
  label,
  value: value === null || value === undefined || value === '' ? null : String(value),
  type,
  ...(unit ? { unit } : {}),
});

const street = (r: TransactionDetailDb) =>
  [r.address_line1, r.address_line2].filter(Boolean).join(', ') || null;
const unitPrice = (r: TransactionDetailDb) =>
  r.net_unit_list_price_milli === null ? null : Number(r.net_unit_list_price_milli) / 1000;

/** Spec 001 §3 Transaction detail: the row card (v1_summary); priced lines add price and invoice. */
export function summaryOf(r: TransactionDetailDb): TTransactionSummary {
  const row = toRow(r);
  const priced = r.is_priced;
  return {
    transactionUniqueId: row.transactionUniqueId,
    transactionId: row.transactionId,
    transactionStatus: row.transactionStatus,
    transactionDateTime: row.transactionDateTime,
    isPriced: row.isPriced,
    fullCardNumber: row.fullCardNumber,
    productName: row.productName,
    quantity: row.quantity,
    unit: row.unit,
    supplyCurrency: r.supply_currency,
    authorisationType: r.authorisation_type,
    transactionVoucherNumber: r.transaction_voucher_number,
    authorisationCode: r.authorisation_code,
    odometer: r.odometer,
    driverName: r.driver_name,
    vehicle_Drivercode: r.vehicle_driver_code,
    additionalInformation: r.additional_information,
    cardHolderName: r.card_holder_name,
    vehicleRegistrationNumber: r.vehicle_registration_number,
    netValueInSupplyCurrency: major(r.net_supply_minor),
    vatValueInSupplyCurrency: major(r.vat_supply_minor),
    grossValueInSupplyCurrency: major(r.gross_supply_minor),
    originalGrossValueInSupplyCurrency: major(r.original_gross_supply_minor),
    transactionType: r.transaction_type,
    typeOfTransaction: r.type_of_transaction,
    ...(priced
      ? {
          netUnitListPriceInSupplyCurrency: unitPrice(r) ?? 0,
          invoiceNumber: r.invoice_number,
          invoiceDueDate: r.invoice_due_date,
        }
      : {}),
    mapDetails: {
      latitude: r.latitude,
      longitude: r.longitude,
      siteName: r.site_name,
      siteStreetAndNumber: street(r),
      siteTown: r.town,
      siteType: r.site_type_code,
      sitePostCode: r.post_code,
      siteRegion: r.region_name,
      siteTypeDescription: r.site_type_description,
      siteTelephoneNumber: r.telephone_number,
    },
  };
}

/** The money of one view: net, VAT, gross (and the list price in the supply view). */
function moneyView(prefix: string, currency: string, net: number, vat: number, gross: number): TDetailItem[] {
  return [
    item(`${prefix.toLowerCase()}Currency`, 'Currency', currency),
    item(`netValueIn${prefix}Currency`, 'Net value', net, 'money', currency),
    item(`vatValueIn${prefix}Currency`, 'VAT value', vat, 'money', currency),
    item(`grossValueIn${prefix}Currency`, 'Gross value', gross, 'money', currency),
  ];
}

/**
 * Spec 001 §3 Full detail response: the five sections, the three money views and editableFields.
 * cardsOdometerFlag says whether the card carries an odometer; only then is changeableOdometer editable.
 */
export function fullDetailOf(r: TransactionDetailDb): TTransactionFullDetail {
  const row = toRow(r);
  const odometerFlag = r.odometer_required;
  const supply = moneyView(
    'Supply',
    r.supply_currency,
    major(r.net_supply_minor),
    major(r.vat_supply_minor),
    major(r.gross_supply_minor),
  );
  supply.push(
    item(
      'originalGrossValueInSupplyCurrency',
      'Original gross value',
      major(r.original_gross_supply_minor),
      'money',
      r.supply_currency,
    ),
  );
  if (r.is_priced)
    supply.push(
      item(
        'netUnitListPriceInSupplyCurrency',
        'Net unit list price',
        unitPrice(r),
        'money',
        r.supply_currency,
      ),
    );
  const invoiceMoney = [
    major(r.net_invoice_minor),
    major(r.vat_invoice_minor),
    major(r.gross_invoice_minor),
  ] as const;
  return {
    transactionUniqueId: row.transactionUniqueId,
    transactionStatus: row.transactionStatus,
    authorisation: [
      item('transactionStatus', 'Status', row.transactionStatus),
      item('authorisationType', 'Authorisation type', r.authorisation_type),
      item('authorisationCode', 'Authorisation code', r.authorisation_code),
      item('transactionVoucherNumber', 'Voucher number', r.transaction_voucher_number),
      item('declineReason', 'Decline reason', r.oac_result_code_description),
      item('suspiciousIndicator', 'Suspicious', r.suspicious_indicator ? 'Y' : 'N', 'flag'),
      item('alertIndicator', 'Alert', r.alert_indicator ? 'Y' : 'N', 'flag'),
    ],
    transaction: [
      item('transactionId', 'Transaction id', row.transactionId),
      item('transactionDateTime', 'Date and time', row.transactionDateTime, 'dateTime'),
      item('productName', 'Product', row.productName),
      item('quantity', 'Quantity', row.quantity, 'quantity', row.unit ?? undefined),
      item('odometer', 'Odometer', r.odometer, 'number'),
      item('driverName', 'Driver name', r.driver_name),
      item('vehicle_Drivercode', 'Vehicle or driver code', r.vehicle_driver_code),
      item('vehicleRegistrationNumber', 'Vehicle registration', r.vehicle_registration_number),
      item('additionalInformation', 'Additional information', r.additional_information),
      item('transactionType', 'Transaction type', r.transaction_type),
      item('typeOfTransaction', 'Type of transaction', r.type_of_transaction),
      item('supplyCountry', 'Supply country', row.supplyCountry),
      item('isPriced', 'Priced', row.isPriced, 'flag'),
    ],
    customerCard: [
      item('fullCardNumber', 'Card number', row.fullCardNumber),
      item('cardHolderName', 'Card holder', r.card_holder_name),
      item('embossingLine1', 'Embossed name', r.embossing_line1),
      item('authorityId', 'Account', r.authority_id),
      item('authorityName', 'Account name', r.authority_name),
      item('customerName', 'Customer', r.customer_name),
      item('brand', 'Brand', row.brand),
      item(ODOMETER_FLAG, 'Odometer on card', odometerFlag ? 'true' : 'false', 'flag'),
    ],
    invoice: [
      item('invoiceNumber', 'Invoice number', row.invoiceNumber),
      item('invoiceType', 'Invoice type', r.invoice_type),
      item('invoiceDate', 'Invoice date', row.invoiceDate, 'date'),
      item('invoiceDueDate', 'Invoice due date', row.invoiceDueDate, 'date'),
      item('summaryStatementNumber', 'Summary statement number', row.summaryStatementNumber),
      item('summaryStatementDate', 'Summary statement date', row.summaryStatementDate, 'date'),
    ],
    retailSite: [
      item('siteName', 'Site name', r.site_name),
      item('siteStreetAndNumber', 'Street and number', street(r)),
      item('siteTown', 'Town', r.town),
      item('sitePostCode', 'Post code', r.post_code),
      item('siteRegion', 'Region', r.region_name),
      item('siteCountry', 'Country', r.site_country),
      item('siteType', 'Site type', r.site_type_code),
      item('siteTypeDescription', 'Site type description', r.site_type_description),
      item('siteTelephoneNumber', 'Telephone', r.telephone_number),
    ],
    supplyView: supply,
    invoiceView: moneyView('Invoice', r.invoice_currency, ...invoiceMoney),
    issuerView: [
      item('issuerCountry', 'Issuer country', r.issuer_country),
      item('issuerNumber', 'Issuer number', r.issuer_number),
      ...moneyView('Issuer', r.authority_currency, ...invoiceMoney),
    ],
    editableFields: odometerFlag ? [item(ODOMETER_FIELD, 'Odometer', r.odometer, 'number')] : [],
  };
}

/** The sections the full-details modal shows for one view, in its order (for the spreadsheet). */
export function shownItems(detail: TTransactionFullDetail, view: 'supply' | 'invoice' | 'issuer') {
  const viewKey = view === 'supply' ? 'supplyView' : view === 'invoice' ? 'invoiceView' : 'issuerView';
  return [
    ['authorisation', detail.authorisation],
    [viewKey, detail[viewKey]],
    ['transaction', detail.transaction],
    ['customerCard', detail.customerCard.filter((i) => i.key !== ODOMETER_FLAG)],
    ['invoice', detail.invoice],
    ['retailSite', detail.retailSite],
  ] as const;
}
