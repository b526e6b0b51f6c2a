import { buildApp } from './app';
import { ConfigError, demoSeedWarning, loadConfig, productionProblems } from './config';
import { openConfiguredDatabase } from './db/open';
import { seedIfEmpty } from './demo/seed';
import { ensureDemoProcessorCredential } from './modules/ingestion/credentials';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length) throw new ConfigError(problems);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openConfiguredDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
const seedWarning = demoSeedWarning(config);
if (seedWarning) app.log.warn(seedWarning);
await seedIfEmpty({ database, config, log: app.log });
// README "Transactions arriving": `npm run ingest` works out of the box outside production.
await ensureDemoProcessorCredential(database.db, config, Date.now());

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close(); // stops accepting, lets requests in flight finish
  await database.close(); // PGlite keeps the process alive until closed
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`portal ready at ${config.publicUrl} (database: ${database.kind})`);
