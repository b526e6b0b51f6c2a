-- Issue 17: the audit action types of the EV charging writes (packages/contract/src/audit.ts), as
-- reference data like 0004: the charger alias (EVAL) and the depot permissions save (EVDP).
INSERT INTO "audit_action_types" ("code", "description", "domain", "permission_key") VALUES
  ('EVAL', 'Charger alias changed', 'charging', 'viewChargePoints'),
  ('EVDP', 'Depot permissions saved', 'charging', 'viewChargePoints')
ON CONFLICT ("code") DO NOTHING;
