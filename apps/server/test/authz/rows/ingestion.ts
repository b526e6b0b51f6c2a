import { everyone, type MatrixRow } from './kit';

/**
 * The card processor's API (issue 20): partner routes open only to a processor credential
 * (test/ingestion/credentials.test.ts); every portal actor, signed in, impersonating or not, gets 401.
 */
export const INGESTION_ROWS: MatrixRow[] = [
  {
    route: 'POST /partner/v1/transactions',
    request: () => ({ url: '/partner/v1/transactions', payload: { lines: [{}] } }),
    expect: { ...everyone(401), impersonatingAdmin: 401 },
  },
  {
    route: 'POST /partner/v1/authorizations',
    request: () => ({
      url: '/partner/v1/authorizations',
      payload: { requestId: 'matrix', cardNumber: '000000000000', productId: 10001, quantity: 1, amount: 1 },
    }),
    expect: { ...everyone(401), impersonatingAdmin: 401 },
  },
];
