import type { Migration } from '../migrations.ts';

/**
 * Registration waits for the e-mailed link before the account is made, and the welcome coupon is given once per
 * person (normalised e-mail and phone, hashed) and a few times a day per address the registrations came from.
 */
export const migration: Migration = {
  id: '0018_registration_by_link',
  sql: `
      create table pending_registration (
        token_hash text primary key,
        given_name text not null,
        surname text not null,
        email text not null,
        area_code text not null,
        phone text not null,
        password_hash text not null,
        address text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index pending_registration_expires_at on pending_registration (expires_at);
      create table welcome_grant (
        email_key text not null,
        phone_key text not null,
        granted_at timestamptz not null,
        constraint welcome_grant_email_key_key unique (email_key),
        constraint welcome_grant_phone_key_key unique (phone_key)
      );
      alter table member add column registered_from text;
    `,
};
