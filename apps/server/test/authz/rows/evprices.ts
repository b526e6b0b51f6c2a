import { mondayOf } from '@portal/contract';
import { type MatrixRow, signedIn } from './kit';

const priceList = (authorityIds?: string) =>
  `/api/transactions/EvPriceList/PriceList?priceType=DE-EV&date=${mondayOf(new Date())}&origin=Cardex${
    authorityIds ? `&authorityIds=${authorityIds}` : ''
  }`;

/** EV price list (issue 16): customer pages only; authority ids outside the reach are refused. */
export const EV_PRICES_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/transactions/EvPriceList/PriceList',
    request: () => ({ url: priceList() }),
    expect: { ...signedIn(200), admin: 403 },
    foreign: { request: (a) => ({ url: priceList(a.foreignAuthorityId) }), status: 403 },
  },
];
