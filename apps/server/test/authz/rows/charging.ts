import { type MatrixRow, signedIn } from './kit';

/** Customer data: an admin who is not impersonating is refused (403). */
const customer = (status: number) => ({ ...signedIn(status), admin: 403 });
/** Group ALL is every authority of the actor's reach. */
const overview = 'accessLevel=G&accessLevelCode=ALL';

/** EV charging (issue 17). */
export const CHARGING_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/evis/v1/charge-data',
    request: () => ({ url: `/api/evis/v1/charge-data?${overview}` }),
    expect: customer(200),
    foreign: {
      request: (a) => ({
        url: `/api/evis/v1/charge-data?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/evis/v1/sites/list',
    request: () => ({ url: `/api/evis/v1/sites/list?${overview}` }),
    expect: customer(200),
    foreign: {
      request: (a) => ({
        url: `/api/evis/v1/sites/list?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
];
