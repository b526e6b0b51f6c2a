import { describe, expect, it } from 'vitest';
import { ALWAYS_TRANSACTION_COLUMNS, DEFAULT_TRANSACTION_COLUMNS } from '../transaction-constants';
import { chosenTransactionColumns, visibleTransactionColumns } from './transaction-columns';

describe('visible transaction columns (spec 001 §9)', () => {
  it('the default plus the brand column until the user saves a choice', () => {
    const expected = [...new Set([...DEFAULT_TRANSACTION_COLUMNS, ...ALWAYS_TRANSACTION_COLUMNS])];
    expect(visibleTransactionColumns(undefined)).toEqual(expected);
    expect(visibleTransactionColumns([])).toEqual(expected);
    expect(chosenTransactionColumns(null)).toEqual(DEFAULT_TRANSACTION_COLUMNS);
  });
  it('the saved choice in its order, brand added once', () => {
    expect(visibleTransactionColumns(['siteName', 'brand', 'fullCardNumber'])).toEqual([
      'siteName',
      'brand',
      'fullCardNumber',
    ]);
    expect(visibleTransactionColumns(['siteName'])).toEqual(['siteName', 'brand']);
  });
});
