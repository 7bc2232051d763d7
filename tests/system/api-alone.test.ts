import { describe, expect, it } from 'vitest';
import { checkHealth } from '../../src/domain/api/health.ts';
import { startApiProcess } from '../support/server-process.ts';

describe('the API on its own', () => {
  it('starts without the storefront, migrates its database and answers on PORT', async () => {
    const server = await startApiProcess({});
    try {
      const health = await server.api.send(checkHealth);
      expect(health.status).toBe(200);
      expect(health.reply).toMatchObject({ status: 'ok', database: 'pglite' });
      expect((await fetch(`http://127.0.0.1:${server.port}/tk/`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // A whole process starts here, on a machine the other API test files keep busy.
  }, 60_000);
});
