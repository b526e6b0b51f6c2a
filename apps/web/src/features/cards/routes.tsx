import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const CardsReissuePage = lazyPage(() => import('./pages/cards-reissue-page'), 'CardsReissuePage');
const CardsViewPage = lazyPage(() => import('./pages/cards-view-page'), 'CardsViewPage');

/** Pages of the cards area inside the shell (spec 002 §2.3, §2.4). */
export const cardsRoutes: RouteObject[] = [
  { path: 'cards/view', element: <CardsViewPage /> },
  { path: 'cards/reissue', element: <CardsReissuePage /> },
];
