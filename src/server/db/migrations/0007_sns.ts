import type { Migration } from '../migrations.ts';

/** Social login: tokens back from the provider, bound accounts, and unbindings. */
export const migration: Migration = {
  id: '0007_sns',
  sql: `
      create table sns_token (
        token_hash text primary key,
        channel text not null,
        subject text not null,
        email text,
        name text,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index sns_token_expires_at on sns_token (expires_at);
      create table member_sns (
        member_id integer not null references member (id) on delete cascade,
        channel text not null,
        subject text not null,
        email text,
        name text,
        bound_at timestamptz not null,
        primary key (member_id, channel)
      );
      create unique index member_sns_identity on member_sns (channel, subject);
      create table member_sns_unbind (
        id bigserial primary key,
        member_id integer not null references member (id) on delete cascade,
        channel text not null,
        at timestamptz not null
      );
      create index member_sns_unbind_member on member_sns_unbind (member_id, at);
    `,
};
