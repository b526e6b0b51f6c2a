import { type ActorContext, type MatrixRow, signedIn } from './kit';

/** A well-formed transaction id no tenant holds: each actor's own-object access is proved in test/transactions. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const productOf = (a: ActorContext) =>
  a.foreign.productId === null ? '' : `&productId=${a.foreign.productId}`;
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
    // Another tenant's real line: not found, like a line that does not exist.
    foreign: {
      request: (a) => ({
        url: `/api/transactions/transactions/${a.foreign.transactionId}?format=v1_full${productOf(a)}`,
      }),
      status: 404,
    },
  },
  {
    route: 'POST /api/transactions/transactions/:id',
    request: () => ({
      url: `/api/transactions/transactions/${UNKNOWN_ID}`,
      payload: { fieldName: 'changeableOdometer', fieldValue: '1000', transactionId: UNKNOWN_ID },
    }),
    expect: customer(404),
    foreign: {
      request: (a) => ({
        url: `/api/transactions/transactions/${a.foreign.transactionId}?${productOf(a).slice(1)}`,
        payload: {
          fieldName: 'changeableOdometer',
          fieldValue: '1000',
          transactionId: `${a.foreign.transactionId}${a.foreign.productId ?? ''}`,
        },
      }),
      status: 404,
    },
  },
  {
    route: 'GET /api/transactions/transactioncolumns',
    request: () => ({ url: '/api/transactions/transactioncolumns' }),
    expect: customer(200),
    // No tenant data in the answer, but a scope the user may not see is refused (the permission gate resolves it, issue 42).
    foreign: {
      request: (a) => ({ url: `/api/transactions/transactioncolumns?authorityIds=${a.foreignAuthorityId}` }),
      status: 403,
    },
  },
];
