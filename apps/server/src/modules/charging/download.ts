import type { TChargingRecord } from '@portal/contract';
import { fileDateStamp, type XlsxColumn } from '../../platform/xlsx-export';

const DATE_TIME = 'dd/mm/yyyy hh:mm';

/** Spec 001 §9 charging-history download columns, in that order. */
export const CHARGING_SHEET_COLUMNS: XlsxColumn<TChargingRecord>[] = [
  { header: 'RFID', value: (r) => r.rfid, width: 18 },
  { header: 'Card title', value: (r) => r.cardTitle, width: 32 },
  { header: 'Card holder name', value: (r) => r.cardHolderName, width: 24 },
  { header: 'Card number ending', value: (r) => r.cardNumberEnding },
  { header: 'Start', value: (r) => new Date(r.sessionStart), numFmt: DATE_TIME, width: 18 },
  { header: 'End', value: (r) => new Date(r.sessionEnd), numFmt: DATE_TIME, width: 18 },
  { header: 'Site name', value: (r) => r.name, width: 32 },
  { header: 'EVSE id', value: (r) => r.evseId, width: 24 },
  { header: 'Total energy (kWh)', value: (r) => r.totalEnergy, numFmt: '0.00' },
  { header: 'CDR type', value: (r) => r.cdrType },
];

export const CHARGING_SHEET_NAME = 'Charging sessions';

/** Spec 001 §9 other downloads: title, level code and date ddMMyy. */
export const chargingDownloadName = (levelCode: string, now: number) =>
  `ChargingHistory_${levelCode}_${fileDateStamp(now)}.xlsx`;
