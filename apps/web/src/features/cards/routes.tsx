import type { RouteObject } from 'react-router';
import { CardsReissuePage } from './pages/cards-reissue-page';
import { CardsViewPage } from './pages/cards-view-page';

/** Pages of the cards area inside the shell (spec 002 §2.3, §2.4). */
export const cardsRoutes: RouteObject[] = [
  { path: 'cards/view', element: <CardsViewPage /> },
  { path: 'cards/reissue', element: <CardsReissuePage /> },
];
