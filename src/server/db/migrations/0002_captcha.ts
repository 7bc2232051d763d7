import type { Migration } from '../migrations.ts';

/** Captcha codes. */
export const migration: Migration = {
  id: '0002_captcha',
  sql: `
      create table captcha (
        id text primary key,
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null
      );
      create index captcha_expires_at on captcha (expires_at);
    `,
};
