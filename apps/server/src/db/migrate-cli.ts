import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
await database.close();
console.log(`migrated (${database.kind})`);
