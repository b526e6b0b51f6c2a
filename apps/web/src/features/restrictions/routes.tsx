import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { pageAccess } from '../../lib/route-access';

/** Card Administration needs ReadCard (spec 000 §6); the pages say why a change is refused. */
const profiles = pageAccess('restrictionProfiles');

const ProfilesPage = lazyPage(() => import('./pages/profiles-page'), 'ProfilesPage');
const ProfileDetailPage = lazyPage(() => import('./pages/profile-detail-page'), 'ProfileDetailPage');
const CreateProfilePage = lazyPage(() => import('./pages/create-profile-page'), 'CreateProfilePage');
const EditRestrictionPage = lazyPage(() => import('./pages/edit-restriction-page'), 'EditRestrictionPage');

/** Restriction profiles inside the shell (spec 002 §2.5-§2.8). */
export const restrictionsRoutes: RouteObject[] = [
  { path: 'cards/restrictions', element: <ProfilesPage />, handle: profiles },
  { path: 'cards/restrictions/new', element: <CreateProfilePage />, handle: profiles },
  { path: 'cards/restrictions/:profileId', element: <ProfileDetailPage />, handle: profiles },
  { path: 'cards/restrictions/:profileId/edit', element: <EditRestrictionPage />, handle: profiles },
  { path: 'cards/restrictions/:profileId/edit/:type', element: <EditRestrictionPage />, handle: profiles },
];
