/** Content page of the account profile (spec 000 §1: texts per language and page). */
export const ACCOUNT_NAMESPACE = 'account';
