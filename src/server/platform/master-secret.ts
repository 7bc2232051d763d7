import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { type Config, MIN_SECRET_LENGTH } from '../config/config.ts';
import type { Logger } from './logger.ts';

/** The secret the server's keys are derived from, and during a rotation the one it replaces; the database holds neither. */
export interface MasterSecrets {
  readonly current: string;
  /** Where the current secret came from, for the messages that ask for another. */
  readonly source: string;
  readonly previous?: string;
}

export type SecretConfig = Pick<
  Config,
  'STOREFRONT_SECRET' | 'STOREFRONT_SECRET_FILE' | 'STOREFRONT_PREVIOUS_SECRET' | 'STOREFRONT_PREVIOUS_SECRET_FILE' | 'DATA_DIR' | 'DATABASE_URL'
>;

export const KEY_FILE_NAME = 'storefront.key';

/**
 * Where a server with no secret configured keeps the one it makes: beside the embedded database's folder, never
 * inside it, so that a copy of the database alone leaves it behind; under ./data with a PostgreSQL server. A
 * database in memory keeps nothing, and neither does its secret.
 */
export function keyFilePath(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>): string | undefined {
  const inMemory = config.DATA_DIR.startsWith('memory://');
  if (inMemory && !config.DATABASE_URL) return undefined;
  return resolve(inMemory ? './data' : resolve(config.DATA_DIR, '..'), KEY_FILE_NAME);
}

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : undefined);

/** A secret kept in a file; undefined when there is no such file. */
async function secretInFile(path: string, setting: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw new Error(`${setting}: cannot read ${path} (${errorCode(error) ?? 'error'})`);
  }
  // Container secrets and editors end the file with a newline that is not part of the secret.
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${setting}: ${path} must hold a secret of at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

async function requiredSecretFile(path: string, setting: string): Promise<string> {
  const secret = await secretInFile(path, setting);
  if (secret === undefined) throw new Error(`${setting}: there is no file ${path}`);
  return secret;
}

/** The key file's secret, made on first start; of servers starting at once on a fresh machine, the first file written wins. */
async function keyFileSecret(path: string, logger: Logger): Promise<string> {
  const kept = await secretInFile(path, 'the key file');
  if (kept !== undefined) return kept;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  // Written whole under another name, then linked in place: a reader never sees a half-written file, and link() fails if one is there.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, path);
    logger.info('made the storefront secret: keep this file apart from database backups, and give every server the same one', { file: path });
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return requiredSecretFile(path, 'the key file');
}

/** The master secret: STOREFRONT_SECRET, else STOREFRONT_SECRET_FILE, else the key file (made when missing). */
export async function readMasterSecrets(config: SecretConfig, logger: Logger): Promise<MasterSecrets> {
  const file = keyFilePath(config);
  const [current, source] = config.STOREFRONT_SECRET
    ? [config.STOREFRONT_SECRET, 'STOREFRONT_SECRET']
    : config.STOREFRONT_SECRET_FILE
      ? [await requiredSecretFile(config.STOREFRONT_SECRET_FILE, 'STOREFRONT_SECRET_FILE'), `STOREFRONT_SECRET_FILE ${config.STOREFRONT_SECRET_FILE}`]
      : file
        ? [await keyFileSecret(file, logger), `the key file ${file}`]
        : [randomBytes(32).toString('base64url'), 'a secret made for this run (DATA_DIR=memory://)'];
  const previous =
    config.STOREFRONT_PREVIOUS_SECRET ??
    (config.STOREFRONT_PREVIOUS_SECRET_FILE ? await requiredSecretFile(config.STOREFRONT_PREVIOUS_SECRET_FILE, 'STOREFRONT_PREVIOUS_SECRET_FILE') : undefined);
  // A previous secret left set after the rotation is over names the current one: nothing to accept besides it.
  return previous === undefined || previous === current ? { current, source } : { current, source, previous };
}
