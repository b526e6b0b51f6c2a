import { type MatrixRow, scopeQuery, signedIn } from './kit';

/** A document id no tenant holds; each actor's own documents and another tenant's are proved in test/invoices. */
const UNKNOWN_ID = 9_000_000_000_001;
/** A well-formed document id no tenant holds (body validation runs before the access check). */
const UNKNOWN_DOCUMENT = { documentIds: [{ documentNumber: '00000000', invoiceType: 'NATIONAL-INVOICE' }] };
/**
 * Customer data: an admin who is not impersonating is refused (403); so is the authorityUser, a card
 * manager whose role holds no invoice permission (issue 42: the declared permission is enforced).
 */
const customer = (status: number) => ({ ...signedIn(status), admin: 403, authorityUser: 403 });

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
    // No tenant data in the answer, but a scope the user may not see is refused (the permission gate resolves it, issue 42).
    foreign: {
      request: (a) => ({ url: `/api/transactions/invoices/viewcols?authorityIds=${a.foreignAuthorityId}` }),
      status: 403,
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
  {
    route: 'GET /api/transactions/invoices/searcharchive',
    request: () => ({ url: '/api/transactions/invoices/searcharchive?groupIds=ALL&invoiceNumber=5000' }),
    expect: customer(200),
    foreign: {
      request: (a) => ({
        url: `/api/transactions/invoices/searcharchive?authorityIds=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/transactions/invoices/searcharchive/filter',
    request: () => ({ url: '/api/transactions/invoices/searcharchive/filter?groupIds=ALL' }),
    expect: customer(200),
    foreign: {
      request: (a) => ({
        url: `/api/transactions/invoices/searcharchive/filter?AuthorityIds=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  // Reads by POST: a document no tenant holds is 404 for every signed-in customer; a foreign scope is refused.
  {
    route: 'POST /api/transactions/invoices/searchinvoices',
    request: (a) => ({
      url: `/api/transactions/invoices/searchinvoices?${scopeQuery(a)}`,
      payload: UNKNOWN_DOCUMENT,
    }),
    expect: customer(404),
    foreign: {
      request: (a) => ({
        url: `/api/transactions/invoices/searchinvoices?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`,
        payload: { documentIds: [{ documentNumber: '50000001', invoiceType: 'NATIONAL-INVOICE' }] },
      }),
      status: 403,
    },
  },
  {
    route: 'POST /api/transactions/invoices/filedownload2',
    request: (a) => ({
      url: `/api/transactions/invoices/filedownload2?${scopeQuery(a)}`,
      payload: UNKNOWN_DOCUMENT,
    }),
    expect: customer(404),
    foreign: {
      request: (a) => ({
        url: `/api/transactions/invoices/filedownload2?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`,
        payload: { documentIds: [{ documentNumber: '50000001', invoiceType: 'NATIONAL-INVOICE' }] },
      }),
      status: 403,
    },
  },
];
