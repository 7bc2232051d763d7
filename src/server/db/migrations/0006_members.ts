import type { Migration } from '../migrations.ts';

/** Members, their cards and sessions, and failed logins. */
export const migration: Migration = {
  id: '0006_members',
  sql: `
      create table member (
        id serial primary key,
        member_no text not null unique,
        given_name text not null,
        surname text not null,
        email text not null,
        area_code text not null,
        phone text not null,
        password_hash text not null,
        demo boolean not null default false,
        created_at timestamptz not null
      );
      create unique index member_email on member (lower(email));
      create unique index member_phone on member (area_code, phone);
      create table member_card (
        member_id integer not null references member (id) on delete cascade,
        idx integer not null,
        card_no text not null,
        holder_name text not null,
        disabled boolean not null default false,
        primary key (member_id, idx)
      );
      create table member_session (
        id_hash text primary key,
        member_id integer not null references member (id) on delete cascade,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index member_session_member on member_session (member_id);
      create table login_failure (
        id bigserial primary key,
        account text not null,
        address text not null,
        at timestamptz not null
      );
      create index login_failure_account on login_failure (account, at);
      create index login_failure_address on login_failure (address, at);
    `,
};
