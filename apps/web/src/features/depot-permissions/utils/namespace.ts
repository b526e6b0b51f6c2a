/** The content page of the depot permissions screens (spec 001 §2 Depot permissions). */
export const DEPOT_PERMISSIONS_NAMESPACE = 'depot-permissions';
