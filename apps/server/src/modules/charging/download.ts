import type { TChargingRecord } from '@portal/contract';
import type { SheetTexts } from '../../platform/sheet-texts';
import { fileDateStamp, type XlsxColumn } from '../../platform/xlsx-export';

/** The content page of the charging history (its sheet headers and session types). */
const CHARGING_PAGE = 'charging-history';

/**
 * Spec 001 §9 charging-history download columns, in that order; headers and the session type in the
 * user's language, start and end in the user's date format (issue 15 Exports).
 */
export const chargingSheetColumns = (texts: SheetTexts): XlsxColumn<TChargingRecord>[] => {
  const t = (key: string) => texts.text(CHARGING_PAGE, key);
  const dateTime = texts.dateTimeFormat;
  return [
    { header: t('sheet_rfid'), value: (r) => r.rfid, width: 18 },
    { header: t('sheet_card_title'), value: (r) => r.cardTitle, width: 32 },
    { header: t('sheet_card_holder_name'), value: (r) => r.cardHolderName, width: 24 },
    { header: t('sheet_card_number_ending'), value: (r) => r.cardNumberEnding },
    { header: t('sheet_start'), value: (r) => new Date(r.sessionStart), numFmt: dateTime, width: 20 },
    { header: t('sheet_end'), value: (r) => new Date(r.sessionEnd), numFmt: dateTime, width: 20 },
    { header: t('sheet_site_name'), value: (r) => r.name, width: 32 },
    { header: t('sheet_evse_id'), value: (r) => r.evseId, width: 24 },
    { header: t('sheet_total_energy'), value: (r) => r.totalEnergy, numFmt: '0.00' },
    { header: t('sheet_cdr_type'), value: (r) => t(`type_${r.cdrType}`) },
  ];
};

export const CHARGING_SHEET_NAME = 'Charging sessions';

/** Spec 001 §9 other downloads: title, level code and date ddMMyy. */
export const chargingDownloadName = (levelCode: string, now: number) =>
  `ChargingHistory_${levelCode}_${fileDateStamp(now)}.xlsx`;
