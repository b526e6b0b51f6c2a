import { LOCALES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { cardSheetColumns } from '../../src/modules/cards/download';
import { chargingSheetColumns } from '../../src/modules/charging/download';
import { loadContentFiles } from '../../src/modules/content/repo';
import { listSheetColumns } from '../../src/modules/transactions/export';
import { sheetTexts } from '../../src/platform/sheet-texts';

const content = loadContentFiles(loadConfig({}).contentDir);
const sheets = {
  cards: cardSheetColumns,
  transactions: listSheetColumns,
  charging: chargingSheetColumns,
};
const headers = (sheet: keyof typeof sheets, languageCode: string) =>
  (sheets[sheet] as (t: ReturnType<typeof sheetTexts>) => { header: string }[])(
    sheetTexts(content, { languageCode }),
  ).map((c) => c.header);

/** Words that are the same in English and the other language. */
const SAME_IN_BOTH = new Set(['RFID', 'Status', 'Start', 'Depot', 'International']);

describe('list spreadsheet exports: column headers in the user’s language (issue 15 Exports)', () => {
  it.each(Object.keys(sheets) as (keyof typeof sheets)[])(
    'the %s sheet has a text for every header in every language',
    (sheet) => {
      for (const language of LOCALES) {
        for (const header of headers(sheet, language)) {
          // A missing text shows its key (sheet_…, column_…, field_…).
          expect(header, `${sheet} ${language}`).not.toMatch(/^(sheet|column|field)_/);
        }
      }
    },
  );

  it.each(Object.keys(sheets) as (keyof typeof sheets)[])(
    'the %s sheet speaks German and Polish, not English',
    (sheet) => {
      const english = headers(sheet, 'en');
      expect(english).toContain(sheet === 'charging' ? 'Total energy (kWh)' : 'Card number');
      for (const language of ['de', 'pl']) {
        const own = headers(sheet, language);
        expect(own).toHaveLength(english.length);
        own.forEach((header, index) => {
          if (!SAME_IN_BOTH.has(header)) expect(header, `${sheet} ${language}`).not.toBe(english[index]);
        });
      }
    },
  );

  it('the cards sheet in German names its columns as the cards screen does', () => {
    // The English headers stay as they were (charger-details and cards-actions tests read them).
    expect(headers('cards', 'de').slice(0, 3)).toEqual([
      'Kartenseriennummer',
      'Kartennummer',
      'Kartenstatus',
    ]);
  });
});
