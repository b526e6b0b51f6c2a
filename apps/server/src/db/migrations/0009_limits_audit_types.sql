-- Issue 19: audit action types of the restriction override and the account spending limits
-- (packages/contract/src/audit.ts; test/audit/action-types.test.ts compares the table with the contract).
INSERT INTO "audit_action_types" ("code", "description", "domain", "permission_key") VALUES
  ('PROV', 'Restriction override changed', 'card', 'ReadCard'),
  ('ASLU', 'Account spending limits updated', 'card', 'ReadCard')
ON CONFLICT ("code") DO NOTHING;
