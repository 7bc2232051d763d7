/**
 * The one ordered list of migrations, for PGlite and PostgreSQL alike. A migration
 * is never edited once it has landed: add a new one.
 */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001_app_meta',
    sql: `
      create table app_meta (
        key text primary key,
        value jsonb not null,
        updated_at timestamptz not null default now()
      );
    `,
  },
  {
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
  },
];
