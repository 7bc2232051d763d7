import type { Migration } from '../migrations.ts';

/** Member mail and profile: e-mail check, tier, birthday, gender, nationality, programme enrolment; e-mailed tokens, documents, and rate-limited requests. */
export const migration: Migration = {
  id: '0008_member_mail',
  sql: `
      alter table member add column email_verified_at timestamptz;
      alter table member add column tier text not null default 'standard';
      alter table member add column birthday date;
      alter table member add column gender text;
      alter table member add column nationality text;
      alter table member add column ffp_enrolled_at timestamptz;
      create table member_token (
        id_hash text primary key,
        member_id integer not null references member (id) on delete cascade,
        purpose text not null,
        email text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index member_token_member on member_token (member_id, purpose);
      create table member_certificate (
        id serial primary key,
        member_id integer not null references member (id) on delete cascade,
        type text not null,
        number text not null,
        issuer text not null,
        expiry date not null,
        created_at timestamptz not null,
        unique (member_id, type, number)
      );
      create table request_attempt (
        id bigserial primary key,
        kind text not null,
        key text not null,
        at timestamptz not null
      );
      create index request_attempt_key on request_attempt (kind, key, at);
    `,
};
