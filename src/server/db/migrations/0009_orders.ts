import type { Migration } from '../migrations.ts';

/** Orders: held seats, payment attempts, and tickets with their serial. */
export const migration: Migration = {
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
};
