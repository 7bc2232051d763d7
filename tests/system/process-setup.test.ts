import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHealth } from '../../src/domain/api/health.ts';
import { killServer, type ServerProcess, startApiProcess } from '../support/server-process.ts';

/** The environment a running process has, from the kernel's copy of it. */
async function environmentOf(pid: number): Promise<string[]> {
  return (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
}

describe.runIf(process.platform === 'linux')('a server process as it starts', () => {
  let server: ServerProcess | undefined;

  afterEach(async () => {
    if (server) await killServer(server);
    server = undefined;
  });

  it.runIf(process.env.MALLOC_ARENA_MAX === undefined)('limits malloc to two arenas, in the very process that then answers', async () => {
    server = await startApiProcess({});
    await server.api.ok(checkHealth);

    expect(await environmentOf(server.child.pid as number)).toContain('MALLOC_ARENA_MAX=2');
  });

  it('leaves the arena limit its environment sets as it is', async () => {
    server = await startApiProcess({ MALLOC_ARENA_MAX: '4' });
    await server.api.ok(checkHealth);

    expect(await environmentOf(server.child.pid as number)).toContain('MALLOC_ARENA_MAX=4');
  });
});
