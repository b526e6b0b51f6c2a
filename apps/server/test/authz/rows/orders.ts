import { type ActorContext, type MatrixRow, signedIn } from './kit';

/**
 * Card ordering (issue 18). The matrix sends no Idempotency-Key, which is read after the permission
 * check: an actor who may order gets 400 (key required) and one who may not gets 403; the API tests in test/orders
 * prove the 200s, the read-only role's 403 and real foreign authorities.
 */
const ownAuthority = (a: ActorContext) =>
  a.selection?.accessLevel === 'A' ? a.selection.accessLevelCode : a.foreignAuthorityId;
const orderOf = (authorityId: string) => ({
  cardSetup: { authorityId },
  carddetails: { sendToAddress: 1, cardTypeId: null },
  cardembossing: {},
  region: {},
  pin: {},
  summary: {},
});
const writes = { anonymous: 401, authorityUser: 400, parentUser: 403, groupUser: 400, admin: 403 };

export const ORDERS_ROWS: MatrixRow[] = [
  {
    // No tenant data in the answer, but a scope the user may not see is refused (the permission gate resolves it, issue 42).
    route: 'GET /api/users/countries',
    request: () => ({ url: '/api/users/countries' }),
    expect: { ...signedIn(200), admin: 403 },
    foreign: {
      request: (a) => ({ url: `/api/users/countries?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}` }),
      status: 403,
    },
  },
  {
    route: 'GET /api/cards/authorities/:authorityId',
    request: (a) => ({ url: `/api/cards/authorities/${ownAuthority(a)}` }),
    expect: { ...signedIn(200), parentUser: 403, admin: 403 },
    foreign: { request: (a) => ({ url: `/api/cards/authorities/${a.foreignAuthorityId}` }), status: 403 },
  },
  {
    route: 'POST /api/cards/cardorder',
    request: (a) => ({ url: '/api/cards/cardorder', payload: orderOf(ownAuthority(a)) }),
    expect: writes,
    foreign: {
      request: (a) => ({
        url: '/api/cards/cardorder',

        payload: orderOf(a.foreignAuthorityId),
      }),
      status: 403,
    },
  },
  {
    route: 'POST /api/cards/replacecardorder',
    request: (a) => ({
      url: '/api/cards/replacecardorder',

      payload: {
        authorityId: ownAuthority(a),
        replacecard: [{ ...orderOf(ownAuthority(a)), reasonCode: 2, cardnumber: '7077' }],
      },
    }),
    expect: writes,
    foreign: {
      request: (a) => ({
        url: '/api/cards/replacecardorder',

        payload: {
          authorityId: a.foreignAuthorityId,
          replacecard: [{ ...orderOf(a.foreignAuthorityId), reasonCode: 2, cardnumber: '7077' }],
        },
      }),
      status: 403,
    },
  },
];
