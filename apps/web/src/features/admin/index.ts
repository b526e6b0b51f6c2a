/**
 * The admin feature's public face: what the scenario guide (another admin page) may use. Other
 * features import from here only; the lint boundary (biome.json) refuses deeper paths.
 */
export { useAdminUsers } from './api/search-admin-users';
export { AdminFrame } from './components/admin-frame';
export { StatusBadge } from './components/status-badge';
export { UserActions } from './components/user-actions';
