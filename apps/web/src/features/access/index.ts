export { useUserStatusLabel } from './hooks/use-user-status-label';
