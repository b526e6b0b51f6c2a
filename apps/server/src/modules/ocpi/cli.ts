/**
 * npm run ocpi -w apps/server -- <command>: the admin action that connects a charge point operator.
 *   connect --name "<operator>" [--depot-authority <authority id>]   new connection, prints token A
 *   reissue --id <connection id>                                     new token A (pending again)
 *   depot --id <connection id> --authority <authority id | none>     the customer whose depots it runs
 *   revoke --id <connection id>                                      ends it: its tokens stop working
 *   list
 * Token A is printed once and stored only as its hash; hand it to the operator with our versions URL.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/open';
import {
  ConnectionError,
  createConnection,
  listConnections,
  reissueTokenA,
  revokeConnection,
  setDepotAuthority,
} from './connections';
import { OCPI_PATHS } from './identity';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    id: { type: 'string' },
    'depot-authority': { type: 'string' },
    authority: { type: 'string' },
  },
});

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const now = Date.now();
const versionsUrl = `${config.publicUrl.replace(/\/$/, '')}${OCPI_PATHS.versions}`;
const idOf = () => {
  const id = Number(values.id);
  if (!Number.isInteger(id)) throw new ConnectionError('--id <connection id> is required');
  return id;
};
const handOver = (tokenA: string) =>
  console.log(
    `versions URL: ${versionsUrl}\nCREDENTIALS_TOKEN_A: ${tokenA}\n(shown once; only its hash is stored)`,
  );

try {
  await database.migrate();
  const command = positionals[0];
  if (command === 'connect') {
    if (!values.name) throw new ConnectionError('--name "<operator>" is required');
    const made = await createConnection(database.db, {
      name: values.name,
      depotAuthorityId: values['depot-authority'] ?? null,
      now,
    });
    console.log(`connection ${made.connectionId} created (pending)`);
    handOver(made.tokenA);
  } else if (command === 'reissue') {
    handOver(await reissueTokenA(database.db, idOf(), now));
  } else if (command === 'depot') {
    const authority = values.authority === 'none' ? null : (values.authority ?? null);
    await setDepotAuthority(database.db, idOf(), authority, now);
    console.log(`connection ${values.id}: depot customer ${authority ?? 'none'}`);
  } else if (command === 'revoke') {
    await revokeConnection(database.db, idOf(), now);
    console.log(`connection ${values.id} revoked`);
  } else if (command === 'list') {
    console.table(await listConnections(database.db));
  } else {
    throw new ConnectionError('commands: connect, reissue, depot, revoke, list');
  }
} catch (error) {
  if (!(error instanceof ConnectionError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
