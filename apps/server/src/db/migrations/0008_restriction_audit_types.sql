-- Issue 19: audit action types of the restriction profile writes (packages/contract/src/audit.ts).
INSERT INTO "audit_action_types" ("code", "description", "domain", "permission_key") VALUES
  ('PRCR', 'Restriction profile created', 'card', 'ReadCard'),
  ('PRUP', 'Restriction profile updated', 'card', 'ReadCard'),
  ('PRRN', 'Restriction profile renamed', 'card', 'ReadCard'),
  ('PRDL', 'Restriction profile deleted', 'card', 'ReadCard'),
  ('PRBS', 'Base profile set', 'card', 'ReadCard')
ON CONFLICT ("code") DO NOTHING;
