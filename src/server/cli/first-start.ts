import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { Config } from '../config/config.ts';
import { holdsEmbeddedDatabase } from '../db/connect.ts';

/**
 * Creating and seeding an embedded database leaves the process that did it with several hundred megabytes it
 * never gives back: the allocator keeps what the load's buffers used, and WebAssembly memory does not shrink.
 * So on the first start of an embedded database in a folder, a process of its own prepares it and exits, and
 * the server opens the prepared folder as on any later start. A PostgreSQL server, a database in memory (which
 * cannot be shared with another process) or a folder already holding a database are prepared in the server.
 */
export async function prepareFirstStartApart(config: Config): Promise<void> {
  if (config.DATABASE_URL || config.DATA_DIR.startsWith('memory://')) return;
  if (holdsEmbeddedDatabase(resolve(config.DATA_DIR))) return;
  const child = spawn(process.execPath, [...process.execArgv, resolve(import.meta.dirname, 'prepare-database.ts')], { stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`preparing the database failed (exit ${code})`);
}
