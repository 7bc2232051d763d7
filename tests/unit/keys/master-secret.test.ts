import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config/config.ts';
import { memoryLogger } from '../../../src/server/platform/logger.ts';
import { keyFilePath, readMasterSecrets } from '../../../src/server/platform/master-secret.ts';

const SECRET = 'correct horse battery staple, twice over';
const OTHER = 'an entirely different secret of some length';

describe('where the master secret comes from', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'storefront-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('makes a secret on first start in a key file beside the database folder, for its owner only, says where once, and reads the same one after', async () => {
    const dir = await tempDir();
    const config = loadConfig({ DATA_DIR: join(dir, 'data', 'pglite') });
    const logger = memoryLogger();
    const first = await readMasterSecrets(config, logger);
    const file = join(dir, 'data', 'storefront.key');
    expect(first.source).toBe(`the key file ${file}`);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.current);
    expect(first.current.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(join(dir, 'data'))).toEqual(['storefront.key']);
    expect(logger.lines).toEqual([expect.objectContaining({ message: expect.stringMatching(/made the storefront secret/), file })]);

    expect((await readMasterSecrets(config, logger)).current).toBe(first.current);
    expect(logger.lines).toHaveLength(1);
  });

  it('gives servers starting at once on a fresh machine one and the same secret', async () => {
    const dir = await tempDir();
    const config = loadConfig({ DATA_DIR: join(dir, 'pglite') });
    const made = await Promise.all(Array.from({ length: 6 }, () => readMasterSecrets(config, memoryLogger())));
    expect(new Set(made.map((secrets) => secrets.current)).size).toBe(1);
    expect(await readdir(dir)).toEqual(['storefront.key']);
  });

  it('keeps the key file under ./data with a PostgreSQL server, and none for a database in memory', () => {
    expect(keyFilePath(loadConfig({ DATABASE_URL: 'postgres://db/shop' }))).toBe(resolve('data/storefront.key'));
    expect(keyFilePath(loadConfig({ DATABASE_URL: 'postgres://db/shop', DATA_DIR: 'memory://' }))).toBe(resolve('data/storefront.key'));
    expect(keyFilePath(loadConfig({ DATA_DIR: 'memory://' }))).toBeUndefined();
  });

  it('takes STOREFRONT_SECRET first, else STOREFRONT_SECRET_FILE without its final newline, and makes no key file then', async () => {
    const dir = await tempDir();
    const file = join(dir, 'secret');
    await writeFile(file, `${SECRET}\n`);
    const dataDir = join(dir, 'pglite');
    expect(await readMasterSecrets(loadConfig({ DATA_DIR: dataDir, STOREFRONT_SECRET: OTHER }), memoryLogger())).toEqual({
      current: OTHER,
      source: 'STOREFRONT_SECRET',
    });
    expect((await readMasterSecrets(loadConfig({ DATA_DIR: dataDir, STOREFRONT_SECRET_FILE: file }), memoryLogger())).current).toBe(SECRET);
    expect(await readdir(dir)).toEqual(['secret']);
  });

  it('refuses a secret file that is missing or too short, naming the setting', async () => {
    const dir = await tempDir();
    const short = join(dir, 'short');
    await writeFile(short, 'too short\n');
    const read = (env: Record<string, string>) => readMasterSecrets(loadConfig({ DATA_DIR: 'memory://', ...env }), memoryLogger());
    await expect(read({ STOREFRONT_SECRET_FILE: join(dir, 'missing') })).rejects.toThrow(/^STOREFRONT_SECRET_FILE: there is no file .*missing$/);
    await expect(read({ STOREFRONT_SECRET_FILE: short })).rejects.toThrow(/^STOREFRONT_SECRET_FILE: .*at least 32 characters/);
    await expect(read({ STOREFRONT_SECRET: SECRET, STOREFRONT_PREVIOUS_SECRET_FILE: short })).rejects.toThrow(/^STOREFRONT_PREVIOUS_SECRET_FILE/);
  });

  it('takes the previous secret of a rotation from the environment or a file, and ignores one equal to the current', async () => {
    const dir = await tempDir();
    const file = join(dir, 'old.key');
    await writeFile(file, OTHER);
    const read = (env: Record<string, string>) => readMasterSecrets(loadConfig({ DATA_DIR: 'memory://', STOREFRONT_SECRET: SECRET, ...env }), memoryLogger());
    expect((await read({ STOREFRONT_PREVIOUS_SECRET: OTHER })).previous).toBe(OTHER);
    expect((await read({ STOREFRONT_PREVIOUS_SECRET_FILE: file })).previous).toBe(OTHER);
    expect((await read({ STOREFRONT_PREVIOUS_SECRET: SECRET })).previous).toBeUndefined();
  });

  it('makes a new secret each run for a database in memory, which keeps nothing either', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    const [one, two] = await Promise.all([readMasterSecrets(config, memoryLogger()), readMasterSecrets(config, memoryLogger())]);
    expect(one.current).not.toBe(two.current);
  });
});
