import { type MatrixRow, signedIn } from './kit';

/** A well-formed transaction id no tenant holds: each actor's own-object access is proved in test/transactions. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Customer data: an admin who is not impersonating is refused (403). */
const customer = (status: number) => ({ ...signedIn(status), admin: 403 });

/** Transactions (issue 7). */
export const TRANSACTIONS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/transactions/transactions',
    request: () => ({ url: '/api/transactions/transactions?groupIds=ALL' }),
    expect: customer(200),
    foreign: {
      request: (a) => ({ url: `/api/transactions/transactions?authorityIds=${a.foreignAuthorityId}` }),
      status: 403,
    },
  },
  {
    route: 'GET /api/transactions/transactions/:id',
    request: () => ({ url: `/api/transactions/transactions/${UNKNOWN_ID}?format=v1_full` }),
    expect: customer(404),
  },
  {
    route: 'POST /api/transactions/transactions/:id',
    request: () => ({
      url: `/api/transactions/transactions/${UNKNOWN_ID}`,
      payload: { fieldName: 'changeableOdometer', fieldValue: '1000', transactionId: UNKNOWN_ID },
    }),
    expect: customer(404),
  },
  {
    route: 'GET /api/transactions/transactioncolumns',
    request: () => ({ url: '/api/transactions/transactioncolumns' }),
    expect: customer(200),
  },
];
