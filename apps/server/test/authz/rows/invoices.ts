import { type MatrixRow, signedIn } from './kit';

/** A document id no tenant holds; each actor's own documents and another tenant's are proved in test/invoices. */
const UNKNOWN_ID = 9_000_000_000_001;
/** Customer data: an admin who is not impersonating is refused (403). */
const customer = (status: number) => ({ ...signedIn(status), admin: 403 });

/** Invoices (issue 16). */
export const INVOICES_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/transactions/invoices',
    request: () => ({ url: '/api/transactions/invoices?groupIds=ALL' }),
    expect: customer(200),
    foreign: {
      request: (a) => ({ url: `/api/transactions/invoices?authorityIds=${a.foreignAuthorityId}` }),
      status: 403,
    },
  },
  {
    route: 'GET /api/transactions/invoices/viewcols',
    request: () => ({ url: '/api/transactions/invoices/viewcols' }),
    expect: customer(200),
    // Columns carry no tenant data: a foreign scope in the query is ignored, not honoured.
    foreign: {
      request: (a) => ({ url: `/api/transactions/invoices/viewcols?authorityIds=${a.foreignAuthorityId}` }),
      status: 200,
    },
  },
  {
    route: 'GET /api/transactions/invoices/summaries/:summaryStatementId',
    request: () => ({ url: `/api/transactions/invoices/summaries/${UNKNOWN_ID}` }),
    expect: customer(404),
    // Another tenant's real document: not found, like one that does not exist.
    foreign: {
      request: (a) => ({ url: `/api/transactions/invoices/summaries/${a.foreign.invoiceId}` }),
      status: 404,
    },
  },
  {
    route: 'GET /api/transactions/invoices/:invoiceId',
    request: () => ({ url: `/api/transactions/invoices/${UNKNOWN_ID}` }),
    expect: customer(404),
    foreign: {
      request: (a) => ({ url: `/api/transactions/invoices/${a.foreign.invoiceId}` }),
      status: 404,
    },
  },
];
