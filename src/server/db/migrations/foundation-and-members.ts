import type { Migration } from '../migrations.ts';

/** 0001–0008: the app's own tables, captcha, schedules and fares, booking sessions, members, social login and member mail. */
export const FOUNDATION_AND_MEMBER_MIGRATIONS: readonly Migration[] = [
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
  {
    id: '0003_schedule',
    sql: `
      create table airport (
        code text primary key,
        city text not null,
        country text not null,
        time_zone text not null,
        latitude double precision not null,
        longitude double precision not null
      );
      create table schedule_import (
        id serial primary key,
        airline text not null,
        season text not null,
        valid_from date not null,
        valid_to date not null,
        title text not null,
        leg_count integer not null,
        sha256 text not null,
        imported_at timestamptz not null
      );
      create table flight_leg (
        id serial primary key,
        import_id integer not null references schedule_import (id) on delete cascade,
        airline text not null,
        flight_number integer not null,
        suffix text not null,
        variation integer not null,
        leg_sequence integer not null,
        service_type text not null,
        period_from date not null,
        period_to date not null,
        days text not null,
        dep_station text not null references airport (code),
        arr_station text not null references airport (code),
        dep_time integer not null,
        arr_time integer not null,
        dep_utc_offset integer not null,
        arr_utc_offset integer not null,
        arrival_day_offset integer not null,
        aircraft_type text not null,
        booking_designators text not null,
        configuration jsonb not null,
        meal_note text not null
      );
      create index flight_leg_route on flight_leg (dep_station, arr_station);
      create index flight_leg_airline on flight_leg (airline);
    `,
  },
  {
    id: '0004_fares',
    sql: `
      create table currency_rate (
        currency text not null,
        per_base numeric(18, 6) not null check (per_base > 0),
        valid_from date not null,
        primary key (currency, valid_from)
      );
      create table seat_sale (
        leg_id integer not null references flight_leg (id) on delete cascade,
        dep_date date not null,
        booking_class text not null,
        sold integer not null check (sold >= 0),
        primary key (leg_id, dep_date, booking_class)
      );
    `,
  },
  {
    id: '0005_execution',
    sql: `
      create table execution (
        id text primary key,
        site text not null,
        lang text not null,
        args jsonb not null,
        created_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index execution_expires_at on execution (expires_at);
    `,
  },
  {
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
  },
  {
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
  },
  {
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
  },
];
