-- Audit action types (spec 000 §3 and ours, packages/contract/src/audit.ts) are reference data: seeded
-- here once, not inserted per request. A new code in the contract needs a new migration like this one
-- (test/audit/action-types.test.ts compares the table with the contract).
INSERT INTO "audit_action_types" ("code", "description", "domain", "permission_key") VALUES
  ('NCRQ', 'New card request', 'card', 'ReadCard'),
  ('NCRP', 'New card response', 'card', 'ReadCard'),
  ('RCRQ', 'Replace card request', 'card', 'ReadCard'),
  ('RCRP', 'Replace card response', 'card', 'ReadCard'),
  ('SCRQ', 'Stop card request', 'card', 'ReadCard'),
  ('SCRP', 'Stop card response', 'card', 'ReadCard'),
  ('USML', 'Main login', 'login', 'SiteAccess'),
  ('USHS', 'Hierarchy selection', 'login', 'SiteAccess'),
  ('NUSR', 'New user invitation', 'user', 'SiteAccess'),
  ('EUSR', 'User details edited', 'user', 'SiteAccess'),
  ('AUSR', 'User access changed', 'user', 'SiteAccess'),
  ('RUSR', 'User access revoked', 'user', 'SiteAccess'),
  ('IUSR', 'Invitation resent', 'user', 'SiteAccess'),
  ('MUSR', 'Invitation email changed', 'user', 'SiteAccess'),
  ('TXOD', 'Transaction odometer edited', 'transaction', 'viewTransactions'),
  ('USUD', 'Account details update', 'user', 'SiteAccess'),
  ('ADIM', 'Impersonation started', 'login', 'SiteAccess'),
  ('ADIX', 'Impersonation ended', 'login', 'SiteAccess'),
  ('CPIN', 'Card PIN changed', 'card', 'ReadCard'),
  ('PRLK', 'Restriction profile linked', 'card', 'ReadCard'),
  ('PRUL', 'Restriction profile unlinked', 'card', 'ReadCard'),
  ('CDUP', 'Card details updated', 'card', 'ReadCard'),
  ('RISC', 'Re-issue status changed', 'card', 'ReadCard'),
  ('PLUP', 'Price list uploaded', 'transaction', 'viewTransactions'),
  ('PLDL', 'Price list deleted', 'transaction', 'viewTransactions')
ON CONFLICT ("code") DO NOTHING;
