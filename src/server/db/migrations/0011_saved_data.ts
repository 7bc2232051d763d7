import type { Migration } from '../migrations.ts';

/** Members' saved passengers and contacts. */
export const migration: Migration = {
  id: '0011_saved_data',
  sql: `
      create table saved_passenger (
        id bigserial primary key,
        public_id text not null unique,
        member_id integer not null references member (id) on delete cascade,
        surname text not null,
        given_name text not null,
        middle_name text,
        sex text not null check (sex in ('0', '1')),
        nationality text not null,
        birthday date not null,
        document_type text,
        document_number text,
        document_issuer text,
        document_expiry date,
        ffp_airline text,
        ffp_number text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index saved_passenger_member on saved_passenger (member_id, id);
      create table saved_contact (
        id bigserial primary key,
        public_id text not null unique,
        member_id integer not null references member (id) on delete cascade,
        contact_name text not null,
        area_code text not null,
        phone text not null,
        email text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index saved_contact_member on saved_contact (member_id, id);
    `,
};
