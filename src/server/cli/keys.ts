import { loadConfig } from '../config/config.ts';
import { createLogger } from '../platform/logger.ts';
import { replaceLoginKey } from '../platform/login-key-store.ts';
import { readMasterSecrets } from '../platform/master-secret.ts';
import { loadSecrets, wrappingKeys } from '../platform/secrets.ts';
import { openCommandDatabase } from './command-database.ts';

const USAGE = 'Usage: npm run keys -- rotate-login-key';

/**
 * `npm run keys -- rotate-login-key`: replaces the RSA key that passwords are encrypted to, with the
 * same configuration as the servers. The database must first open with the configured secret (the old key is
 * checked, and a rotation of the secret finished), so that a wrong secret never puts a key no server can read.
 */
async function main(): Promise<void> {
  const [command] = process.argv.slice(2);
  if (command !== 'rotate-login-key') throw new Error(USAGE);
  const config = loadConfig(process.env);
  if (!config.DATABASE_URL && config.DATA_DIR.startsWith('memory://'))
    throw new Error('rotate-login-key needs a database that outlives the command (DATABASE_URL or DATA_DIR)');
  const master = await readMasterSecrets(config, createLogger(config.LOG_LEVEL));
  const db = await openCommandDatabase(config);
  try {
    await loadSecrets(db, master);
    await replaceLoginKey(db, wrappingKeys(master).current);
    console.log('A new login key is stored. Each server takes it when it restarts; restart them all.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
