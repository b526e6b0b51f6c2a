import { multipartBody } from '../../pricelists/support';
import type { ActorContext, MatrixRow } from './kit';
import { scopeQuery, signedIn } from './kit';

/** The actor's own authority when the selection is one (otherwise the write names none: 400). */
const ownAuthority = (a: ActorContext) =>
  a.selection?.accessLevel === 'A' ? a.selection.accessLevelCode : undefined;

/** A renamed CSV: permission is checked before the content, so nothing is ever stored here. */
const uploadTo = (authorityId: string | undefined) => {
  const form = multipartBody(authorityId ? { authorityId } : {}, {
    fileName: 'matrix.xlsx',
    body: Buffer.from('product,price\n'),
  });
  return { url: '/api/transactions/pricingList/UploadAsync', payload: form.payload, headers: form.headers };
};

const deleteRow = (url: string): MatrixRow => ({
  route: `POST ${url}`,
  request: (a) => ({ url, payload: { key: 'pricelists/none/none.xlsx', authorityId: ownAuthority(a) } }),
  // Card manager: no managePriceList_X; a parent selection names no authority (400); the fleet
  // administrator may delete but there is no such file (404); admin: no customer.
  expect: { ...signedIn(400), authorityUser: 403, groupUser: 404, admin: 403 },
  foreign: {
    request: (a) => ({
      url,
      payload: { key: `pricelists/${a.foreignAuthorityId}/x.xlsx`, authorityId: a.foreignAuthorityId },
    }),
    status: 403,
  },
});

/** Dashboard widget and price lists (issue 7). Admins who are not impersonating get 403. */
export const DASHBOARD_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/transactions/dashboard/widget',
    request: (a) => ({ url: `/api/transactions/dashboard/widget?${scopeQuery(a)}&widgetType=uninvoice` }),
    expect: { ...signedIn(200), admin: 403 },
    foreign: {
      request: (a) => ({
        url: `/api/transactions/dashboard/widget?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}&widgetType=uninvoice`,
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/transactions/pricingList/GetAsync',
    request: (a) => ({ url: `/api/transactions/pricingList/GetAsync?${scopeQuery(a)}` }),
    expect: { ...signedIn(200), admin: 403 },
    foreign: {
      request: (a) => ({
        url: `/api/transactions/pricingList/GetAsync?authorityIds=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/transactions/pricingList/DownloadAsync',
    request: (a) => ({
      url: `/api/transactions/pricingList/DownloadAsync?${scopeQuery(a)}&key=pricelists/none/none.xlsx`,
    }),
    expect: { ...signedIn(404), admin: 403 },
    foreign: {
      request: (a) => ({
        url: `/api/transactions/pricingList/DownloadAsync?authorityIds=${a.foreignAuthorityId}&key=pricelists/${a.foreignAuthorityId}/x.xlsx`,
      }),
      status: 403,
    },
  },
  {
    route: 'POST /api/transactions/pricingList/UploadAsync',
    request: (a) => uploadTo(ownAuthority(a)),
    expect: { ...signedIn(400), authorityUser: 403, admin: 403 },
    // The matrix sends foreign requests without the row's headers: the query names the authority,
    // which is checked before the body is read.
    foreign: {
      request: (a) => ({
        url: `/api/transactions/pricingList/UploadAsync?authorityId=${a.foreignAuthorityId}`,
        payload: {},
      }),
      status: 403,
    },
  },
  deleteRow('/api/transactions/pricingList/DeleteAsync'),
  deleteRow('/api/pricelist'),
];
