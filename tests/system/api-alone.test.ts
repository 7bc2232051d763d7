import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { checkHealth } from '../../src/domain/api/health.ts';
import { SERVER_NODE_FLAGS } from '../../src/server/cli/node-flags.ts';
import { apiClient } from '../support/api.ts';
import { freePort } from '../support/free-port.ts';

describe('the API on its own', () => {
  it('starts without the storefront, migrates its database and answers on PORT', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/cli/api.ts'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_DATA: 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      while (!output.includes('API ready')) {
        const [chunk] = (await once(child.stdout, 'data')) as [string];
        output += chunk;
      }
      const api = apiClient((path, init) => fetch(`http://localhost:${port}${path}`, init));
      const health = await api.send(checkHealth);
      expect(health.status).toBe(200);
      expect(health.reply).toMatchObject({ status: 'ok', database: 'pglite' });
      expect((await fetch(`http://localhost:${port}/tk/`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    // A whole process starts here, on a machine the other API test files keep busy.
  }, 60_000);
});
