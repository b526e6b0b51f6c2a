-- Issue 42: editing a transaction's odometer has its own permission key. The roles that edit card
-- details get it (fleet administrators, card managers, the single roles); the read-only and finance
-- roles, which only look at transactions, do not. A fresh database gets it from the demo roles.
INSERT INTO "role_permissions" ("role_id", "permission_key")
SELECT "role_id", 'editTransactionOdometer' FROM "role_permissions" WHERE "permission_key" = 'editCardDetails'
ON CONFLICT DO NOTHING;
