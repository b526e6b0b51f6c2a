/** Content page of the admin panel's texts (spec route /admin). */
export const ADMIN_NAMESPACE = 'admin';
