import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';

describe('server configuration', () => {
  it('serves on localhost:4321 with the embedded database under ./data by default', () => {
    expect(loadConfig({})).toMatchObject({ HOST: 'localhost', PORT: 4321, DATA_DIR: './data/pglite', DEMO_DATA: true, LOG_LEVEL: 'info' });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
  });

  it('takes the port, host, PostgreSQL server and allowed origins from the environment', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db:5432/shop', ALLOWED_ORIGINS: 'https://a.example, https://b.example', DEMO_DATA: 'off' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db:5432/shop', DEMO_DATA: false });
    expect(config.ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
