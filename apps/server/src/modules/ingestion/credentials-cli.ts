/**
 * npm run partner-credentials -w apps/server -- <command>: the admin action for card processor
 * credentials (docs/ingestion.md, docs/decisions.md).
 *   create --partner <partner id> [--label "<text>"]   a new credential, printed once (two may be active)
 *   revoke --id <credential id>                       it stops working at once
 *   list
 * Only the credential's hash is stored. On PGlite, run it while the portal is stopped (one process
 * opens a PGlite folder at a time).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/open';
import {
  CredentialLimitError,
  createPartnerCredential,
  listPartnerCredentials,
  revokePartnerCredential,
} from './credentials';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { partner: { type: 'string' }, label: { type: 'string' }, id: { type: 'string' } },
});

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const now = Date.now();
const fail = (message: string) => {
  console.error(message);
  process.exitCode = 1;
};

try {
  await database.migrate();
  const command = positionals[0];
  if (command === 'create') {
    const partnerId = values.partner?.trim();
    if (!partnerId || !/^[a-z0-9][a-z0-9-]{1,39}$/.test(partnerId))
      fail('--partner <partner id> is required: lower-case letters, digits and dashes');
    else {
      const made = await createPartnerCredential(database.db, { partnerId, label: values.label, now });
      console.log(
        `credential ${made.credentialId} of ${partnerId} created\nAuthorization: Bearer ${made.credential}\n(shown once; only its hash is stored)`,
      );
    }
  } else if (command === 'revoke') {
    const id = Number(values.id);
    if (!Number.isInteger(id)) fail('--id <credential id> is required');
    else if (await revokePartnerCredential(database.db, id, now)) console.log(`credential ${id} revoked`);
    else fail(`credential ${id} is not an active credential`);
  } else if (command === 'list') {
    for (const c of await listPartnerCredentials(database.db))
      console.log(
        `${c.credentialId}\t${c.partnerId}\t${c.revokedAt ? `revoked ${c.revokedAt.toISOString()}` : 'active'}\t${c.label ?? ''}`,
      );
  } else fail('usage: partner-credentials create --partner <id> [--label <text>] | revoke --id <id> | list');
} catch (error) {
  if (error instanceof CredentialLimitError) fail(error.message);
  else throw error;
} finally {
  await database.close();
}
