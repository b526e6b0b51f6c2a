import { type ActorContext, type MatrixRow, scopeQuery, signedIn } from './kit';

/**
 * Cards and re-issue (issue 8). An admin who is not impersonating has no customer scope: 403 on every
 * card route. Object routes name a card id no tenant holds, so customers get 404 (the same answer as
 * another tenant's card; the API tests in test/cards prove that with real foreign cards and the 200s).
 */
const customers = (status: number) => ({ ...signedIn(status), admin: 403 });
const NO_CARD = 999_999_999;
const foreignScope = (a: ActorContext) => `accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`;
/** The actor's own authority when the selection is one; otherwise a body the scope check refuses for nobody. */
const ownAuthority = (a: ActorContext) =>
  a.selection?.accessLevel === 'A' ? a.selection.accessLevelCode : undefined;

export const CARDS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/cards/cards',
    request: (a) => ({ url: `/api/cards/cards?${scopeQuery(a)}` }),
    expect: customers(200),
    foreign: { request: (a) => ({ url: `/api/cards/cards?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/cards/cards/download',
    request: (a) => ({ url: `/api/cards/cards/download?${scopeQuery(a)}&pageSize=15` }),
    expect: customers(200),
    foreign: { request: (a) => ({ url: `/api/cards/cards/download?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/cards/cards/viewcols',
    request: () => ({ url: '/api/cards/cards/viewcols' }),
    expect: customers(200),
    // No tenant data in the answer, but a scope the user may not see is refused (the permission gate resolves it, issue 42).
    foreign: { request: (a) => ({ url: `/api/cards/cards/viewcols?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/cards/cards/profilecols',
    request: () => ({ url: '/api/cards/cards/profilecols' }),
    expect: customers(200),
    foreign: { request: (a) => ({ url: `/api/cards/cards/profilecols?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/cards/cards/:cardKey/details',
    request: () => ({ url: `/api/cards/cards/D${'7'.repeat(19)}/details` }),
    expect: customers(404),
    // Another tenant's real card: not found, like a card that does not exist.
    foreign: { request: (a) => ({ url: `/api/cards/cards/${a.foreign.cardKey}/details` }), status: 404 },
  },
  {
    route: 'GET /api/cards/cards/:cardId/history',
    request: (a) => ({ url: `/api/cards/cards/${NO_CARD}/history?${scopeQuery(a)}` }),
    expect: customers(404),
    foreign: {
      request: (a) => ({ url: `/api/cards/cards/${NO_CARD}/history?${foreignScope(a)}` }),
      status: 403,
    },
  },
  {
    route: 'GET /api/transactions/transactions/card/:cardId',
    request: () => ({ url: `/api/transactions/transactions/card/${NO_CARD}?count=3` }),
    expect: customers(404),
    foreign: {
      request: (a) => ({
        url: `/api/transactions/transactions/card/${NO_CARD}?count=3&AuthorityIds=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  {
    route: 'PATCH /api/cards/card-action/update-cards',
    request: (a) => ({
      url: '/api/cards/card-action/update-cards',
      payload: {
        authorityId: ownAuthority(a) ?? a.foreignAuthorityId,
        cardUpdates: [{ cardId: NO_CARD, cardUpdateRequest: { SubCostCentre: 'X' } }],
      },
    }),
    // An A-level selection (oliver, claire's stored one): the card is not there, 404. A group or parent
    // selection (sam) names no single authority, so the request carries a foreign one: 403.
    expect: { anonymous: 401, authorityUser: 404, parentUser: 403, groupUser: 404, admin: 403 },
    foreign: {
      request: (a) => ({
        url: '/api/cards/card-action/update-cards',
        payload: {
          authorityId: a.foreignAuthorityId,
          cardUpdates: [{ cardId: NO_CARD, cardUpdateRequest: { SubCostCentre: 'X' } }],
        },
      }),
      status: 403,
    },
  },
  {
    route: 'POST /api/cards/card-action/stop-cards',
    request: (a) => ({
      url: '/api/cards/card-action/stop-cards',
      payload: {
        authorityId: ownAuthority(a) ?? a.foreignAuthorityId,
        stopCardsDetails: [{ cardId: NO_CARD, cardStatusId: 2, prevCardStatusId: 100 }],
      },
    }),
    expect: { anonymous: 401, authorityUser: 404, parentUser: 403, groupUser: 404, admin: 403 },
    foreign: {
      request: (a) => ({
        url: '/api/cards/card-action/stop-cards',
        payload: {
          authorityId: a.foreignAuthorityId,
          stopCardsDetails: [{ cardId: NO_CARD, cardStatusId: 2, prevCardStatusId: 100 }],
        },
      }),
      status: 403,
    },
  },
  {
    route: 'PATCH /api/cards/cardpin/updatepin',
    request: (a) => ({
      url: `/api/cards/cardpin/updatepin?${scopeQuery(a)}`,
      payload: { pinDetails: [{ cardId: NO_CARD, pin: '4826' }] },
    }),
    expect: customers(404),
    foreign: {
      request: (a) => ({
        url: `/api/cards/cardpin/updatepin?${foreignScope(a)}`,
        payload: { pinDetails: [{ cardId: NO_CARD, pin: '4826' }] },
      }),
      status: 403,
    },
  },
  {
    route: 'PUT /api/cards/restrictions/profile',
    request: (a) => ({
      url: `/api/cards/restrictions/profile?${scopeQuery(a)}`,
      payload: {
        cardRestrictionDetails: [
          { authorityId: ownAuthority(a) ?? a.foreignAuthorityId, cardId: NO_CARD, profileId: 1 },
        ],
      },
    }),
    expect: { anonymous: 401, authorityUser: 404, parentUser: 403, groupUser: 404, admin: 403 },
    foreign: {
      request: (a) => ({
        url: '/api/cards/restrictions/profile',
        payload: {
          cardRestrictionDetails: [{ authorityId: a.foreignAuthorityId, cardId: NO_CARD, profileId: 1 }],
        },
      }),
      status: 403,
    },
  },
  {
    route: 'POST /api/cards/card-action/card-status',
    request: () => ({
      url: '/api/cards/card-action/card-status',
      payload: { cardStatuses: [{ cardId: NO_CARD, prevCardStatusId: 100, setCardStatusId: 940 }] },
    }),
    expect: customers(404),
    foreign: {
      request: (a) => ({
        url: '/api/cards/card-action/card-status',
        payload: {
          cardStatuses: [{ cardId: a.foreign.cardId, prevCardStatusId: 100, setCardStatusId: 940 }],
        },
      }),
      status: 404,
    },
  },
];
