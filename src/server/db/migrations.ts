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
  {
    id: '0009_orders',
    sql: `
      create table booking_order (
        id bigserial primary key,
        order_no text not null unique,
        locator text not null unique,
        status text not null check (status in ('unpaid', 'paid', 'ticketed', 'cancelled', 'expired')),
        site text not null,
        lang text not null,
        execution text not null,
        member_id integer references member (id) on delete set null,
        holder text not null,
        visitor_hash text,
        trip jsonb not null,
        passengers jsonb not null,
        contact jsonb not null,
        price jsonb not null,
        currency text not null,
        total_amount bigint not null check (total_amount >= 0),
        created_at timestamptz not null,
        deadline timestamptz not null,
        paid_at timestamptz,
        payment_ref text unique,
        ticketed_at timestamptz,
        closed_at timestamptz
      );
      create index booking_order_holder on booking_order (holder, status);
      create index booking_order_member on booking_order (member_id, created_at);
      create index booking_order_unpaid on booking_order (deadline) where status = 'unpaid';
      create index booking_order_paid on booking_order (id) where status = 'paid';
      create table order_seat (
        order_id bigint not null references booking_order (id) on delete cascade,
        leg_id integer not null,
        dep_date date not null,
        booking_class text not null,
        seats integer not null check (seats > 0),
        primary key (order_id, leg_id, dep_date, booking_class)
      );
      create table payment_attempt (
        id text primary key,
        order_id bigint not null references booking_order (id) on delete cascade,
        provider text not null,
        provider_ref text not null unique,
        status text not null check (status in ('pending', 'succeeded', 'failed', 'refunded')),
        reason text,
        amount bigint not null,
        currency text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index payment_attempt_order on payment_attempt (order_id);
      create sequence ticket_serial;
      create table ticket (
        ticket_no text primary key,
        order_id bigint not null references booking_order (id) on delete cascade,
        passenger integer not null,
        coupon_set integer not null,
        coupons jsonb not null,
        issued_at timestamptz not null,
        unique (order_id, passenger, coupon_set)
      );
    `,
  },
  {
    id: '0010_exchange_keys',
    sql: `
      create table exchange_key (
        key_hash text primary key,
        member_id integer not null references member (id) on delete cascade,
        expires_at timestamptz not null
      );
      create index exchange_key_expires_at on exchange_key (expires_at);
    `,
  },
  {
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
  },
  {
    id: '0012_extras',
    sql: `
      alter table booking_order add column extras jsonb;
      create table seat_assignment (
        order_id bigint not null references booking_order (id) on delete cascade,
        leg_id integer not null,
        dep_date date not null,
        seat text not null,
        passenger integer not null,
        primary key (order_id, leg_id, dep_date, passenger),
        unique (leg_id, dep_date, seat)
      );
    `,
  },
  {
    id: '0013_coupons',
    sql: `
      create table promotion_code (
        code text primary key check (code ~ '^[A-Z0-9]{3,20}$'),
        label text not null,
        demo boolean not null default false,
        percent integer check (percent between 1 and 100),
        valid_from timestamptz not null,
        valid_to timestamptz not null check (valid_to > valid_from),
        sites text[] not null default '{}',
        usage_limit integer check (usage_limit > 0),
        used_count integer not null default 0 check (used_count >= 0),
        created_at timestamptz not null,
        check (usage_limit is null or used_count <= usage_limit)
      );
      create table promotion_code_terms (
        code text not null references promotion_code (code) on delete cascade,
        currency text not null,
        min_spend bigint not null default 0 check (min_spend >= 0),
        amount_off bigint check (amount_off > 0),
        cap bigint check (cap > 0),
        primary key (code, currency)
      );
      create table member_coupon (
        id text primary key,
        code text unique check (code ~ '^[A-Z0-9]{3,20}$'),
        member_id integer references member (id) on delete cascade,
        kind text not null check (kind in ('welcome', 'voucher', 'goodwill')),
        currency text not null,
        amount bigint not null check (amount > 0),
        min_spend bigint not null default 0 check (min_spend >= 0),
        sites text[] not null default '{}',
        valid_from timestamptz not null,
        valid_to timestamptz not null check (valid_to > valid_from),
        demo boolean not null default false,
        issued_at timestamptz not null,
        bound_at timestamptz,
        order_id bigint references booking_order (id) on delete set null,
        used_at timestamptz
      );
      create index member_coupon_member on member_coupon (member_id, valid_to);
      create unique index member_coupon_one_welcome on member_coupon (member_id) where kind = 'welcome';
      create index member_coupon_order on member_coupon (order_id) where order_id is not null;
      create table order_discount (
        order_id bigint primary key references booking_order (id) on delete cascade,
        kind text not null check (kind in ('code', 'coupon')),
        discount_code text not null,
        coupon_id text references member_coupon (id) on delete set null,
        amount bigint not null check (amount > 0),
        currency text not null,
        counted boolean not null default false,
        applied_at timestamptz not null,
        released_at timestamptz
      );
      create index order_discount_code on order_discount (discount_code);
    `,
  },
  {
    id: '0014_order_mail',
    sql: `
      create table order_mail (
        order_id bigint primary key references booking_order (id) on delete cascade,
        claimed_at timestamptz,
        sent_at timestamptz,
        tries integer not null default 0
      );
      create index order_mail_unsent on order_mail (order_id) where sent_at is null;
      create table order_email_code (
        email_hash text primary key,
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null
      );
      create index order_email_code_expires_at on order_email_code (expires_at);
    `,
  },
];
