import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { getPublicKey } from '../../src/domain/api/member.ts';
import { exitWithin, killServer, logLines, type ServerProcess, spawnApiProcess, startApiProcess } from '../support/server-process.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const run = promisify(execFile);

describe('the key material of a server process', () => {
  const servers: ServerProcess[] = [];
  let dir = '';

  afterAll(async () => {
    for (const server of servers) await killServer(server);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes its secret beside the data on a fresh machine, refuses another secret on one line, and takes a new login key from the keys command on restart', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-keys-'));
    const dataDir = join(dir, 'data');
    const keyFile = join(dir, 'storefront.key');

    const first = await startApiProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    servers.push(first);
    const before = (await first.api.ok(getPublicKey)).publicKey;
    expect(logLines(first)).toContainEqual(expect.objectContaining({ message: expect.stringMatching(/made the storefront secret/), file: keyFile }));
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(first.output()).not.toContain((await readFile(keyFile, 'utf8')).trim());
    first.child.kill('SIGTERM');
    expect(await exitWithin(first, 10_000)).toBe(0);

    const wrong = await spawnApiProcess({ DATA_DIR: dataDir, STOREFRONT_SECRET: 'a secret this database was never set up with' });
    servers.push(wrong);
    const code = await exitWithin(wrong, 30_000);
    expect(code).toBeDefined();
    expect(code).not.toBe(0);
    expect(wrong.output()).not.toContain('API ready');
    expect(wrong.output()).toMatch(/^The storefront secret does not match the database: [^\n]*STOREFRONT_SECRET[^\n]*$/m);

    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
    const rotated = await run(process.execPath, ['src/server/cli/keys.ts', 'rotate-login-key'], { cwd: ROOT, env });
    expect(rotated.stdout).toMatch(/new login key is stored/);

    const again = await startApiProcess({ DATA_DIR: dataDir });
    servers.push(again);
    const after = (await again.api.ok(getPublicKey)).publicKey;
    expect(after).toMatch(/BEGIN PUBLIC KEY/);
    expect(after).not.toBe(before);
  }, 120_000);
});
