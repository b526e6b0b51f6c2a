/** Content page of the audit log viewer (spec 000 §1: texts per language and page). */
export const AUDIT_NAMESPACE = 'audit';
