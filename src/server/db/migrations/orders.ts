import type { Migration } from '../migrations.ts';

/** 0009 onwards: orders, one-time login keys, saved passengers and contacts, extras, coupons and order mail. */
export const ORDER_MIGRATIONS: readonly Migration[] = [
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
