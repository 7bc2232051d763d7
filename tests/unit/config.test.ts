import { describe, expect, it } from 'vitest';
import { loadConfig, publicOrigin } from '../../src/server/config/config.ts';

describe('server configuration', () => {
  it('serves on localhost:4321 with the embedded database under ./data by default', () => {
    expect(loadConfig({})).toMatchObject({ HOST: 'localhost', PORT: 4321, DATA_DIR: './data/pglite', DEMO_DATA: true, LOG_LEVEL: 'info' });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
  });

  it('takes the port, host, PostgreSQL server and allowed origins from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      DEMO_DATA: 'off',
    });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db:5432/shop', DEMO_DATA: false });
    expect(config.ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('writes e-mail to ./data/outbox unless an SMTP server is named, which needs a sender', () => {
    expect(loadConfig({})).toMatchObject({ MAIL_OUTBOX_DIR: './data/outbox' });
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    const smtp = loadConfig({ SMTP_URL: 'smtps://shop:secret@mail.example.com:465', MAIL_FROM: 'Demo Air <no-reply@example.com>' });
    expect(smtp).toMatchObject({ SMTP_URL: 'smtps://shop:secret@mail.example.com:465', MAIL_FROM: 'Demo Air <no-reply@example.com>' });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });

  it('links e-mails to PUBLIC_URL, else to the address the server listens on', () => {
    expect(publicOrigin(loadConfig({}))).toBe('http://localhost:4321');
    expect(publicOrigin(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }))).toBe('http://localhost:8080');
    expect(publicOrigin(loadConfig({ PUBLIC_URL: 'https://www.example.com/' }))).toBe('https://www.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('reads social-login providers per channel from SNS_PROVIDERS, none by default', () => {
    expect(loadConfig({}).SNS_PROVIDERS).toEqual([]);
    const config = loadConfig({
      SNS_PROVIDERS: JSON.stringify({
        line: { issuer: 'https://access.line.me', clientId: 'l', clientSecret: 'ls' },
        google: { issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 'gs' },
      }),
    });
    expect(config.SNS_PROVIDERS).toEqual([
      { channel: 'google', issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 'gs' },
      { channel: 'line', issuer: 'https://access.line.me', clientId: 'l', clientSecret: 'ls' },
    ]);
  });

  it('refuses an unknown channel, a missing secret, plain HTTP to another machine and text that is not JSON', () => {
    const google = { issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 'gs' };
    expect(() => loadConfig({ SNS_PROVIDERS: JSON.stringify({ myspace: google }) })).toThrow(/SNS_PROVIDERS/);
    expect(() => loadConfig({ SNS_PROVIDERS: JSON.stringify({ google: { ...google, clientSecret: '' } }) })).toThrow(/clientSecret/);
    expect(() => loadConfig({ SNS_PROVIDERS: JSON.stringify({ google: { ...google, issuer: 'http://id.example.com' } }) })).toThrow(/https/);
    expect(loadConfig({ SNS_PROVIDERS: JSON.stringify({ google: { ...google, issuer: 'http://127.0.0.1:9000' } }) }).SNS_PROVIDERS).toHaveLength(1);
    expect(() => loadConfig({ SNS_PROVIDERS: '{google:' })).toThrow(/SNS_PROVIDERS must be JSON/);
  });

  it('takes the master secret from STOREFRONT_SECRET or a file, never both, and refuses a short one by name', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ STOREFRONT_SECRET: secret, STOREFRONT_PREVIOUS_SECRET: 'y'.repeat(32) })).toMatchObject({
      STOREFRONT_SECRET: secret,
      STOREFRONT_PREVIOUS_SECRET: 'y'.repeat(32),
    });
    expect(loadConfig({ STOREFRONT_SECRET_FILE: '/run/secrets/storefront' }).STOREFRONT_SECRET_FILE).toBe('/run/secrets/storefront');
    expect(() => loadConfig({ STOREFRONT_SECRET: 'short' })).toThrow(/STOREFRONT_SECRET must have at least 32 characters/);
    expect(() => loadConfig({ STOREFRONT_PREVIOUS_SECRET: 'short' })).toThrow(/STOREFRONT_PREVIOUS_SECRET must have at least 32 characters/);
    expect(() => loadConfig({ STOREFRONT_SECRET: secret, STOREFRONT_SECRET_FILE: '/run/secrets/storefront' })).toThrow(
      /STOREFRONT_SECRET or STOREFRONT_SECRET_FILE, not both/,
    );
    expect(() => loadConfig({ STOREFRONT_PREVIOUS_SECRET: secret, STOREFRONT_PREVIOUS_SECRET_FILE: '/old.key' })).toThrow(
      /STOREFRONT_PREVIOUS_SECRET or STOREFRONT_PREVIOUS_SECRET_FILE, not both/,
    );
  });
});
