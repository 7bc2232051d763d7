import { loadConfig } from '../config/config.ts';
import { createLogger } from '../platform/logger.ts';
import { prepareDatabase } from '../prepare-database.ts';

/**
 * `node src/server/cli/prepare-database.ts`: creates, migrates and, in demo mode, seeds the database, then
 * exits. The server runs it in a process of its own on the first start of an embedded database (first-start.ts).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const { db } = await prepareDatabase(config, createLogger(config.LOG_LEVEL));
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
