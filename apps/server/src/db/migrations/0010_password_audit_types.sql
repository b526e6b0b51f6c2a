-- Issue 15: audit action types of the password reset and change in the built-in identity provider
-- (packages/contract/src/audit.ts; test/audit/action-types.test.ts compares the table with it).
INSERT INTO "audit_action_types" ("code", "description", "domain", "permission_key") VALUES
  ('USPR', 'Password reset requested', 'login', 'SiteAccess'),
  ('USPW', 'Password changed', 'login', 'SiteAccess')
ON CONFLICT ("code") DO NOTHING;
