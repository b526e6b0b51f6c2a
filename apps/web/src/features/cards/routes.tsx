import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

const CardsReissuePage = lazyPage(() => import('./pages/cards-reissue-page'), 'CardsReissuePage');
const CardsViewPage = lazyPage(
  () => import('./pages/cards-view-page'),
  'CardsViewPage',
  [],
  () => import('./api/prefetch-cards-view-page').then((m) => m.prefetchCardsViewPage),
);

/** Spec 000 §6: Card Administration needs the card permission. */
const cardView = pageAccess('cardView');
const cardReissue = pageAccess('cardReissue');

/** Pages of the cards area inside the shell (spec 002 §2.3, §2.4). */
export const cardsRoutes: RouteObject[] = [
  { path: 'cards/view', element: <CardsViewPage />, handle: cardView },
  { path: 'cards/reissue', element: <CardsReissuePage />, handle: cardReissue },
];
