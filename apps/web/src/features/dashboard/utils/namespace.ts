/** Content page of the dashboard: /content/{lng}-dashboard.json. */
export const DASHBOARD_NAMESPACE = 'dashboard';
