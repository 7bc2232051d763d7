import type { Migration } from '../migrations.ts';

/** Promotion codes with their terms per currency, member coupons, and the discount an order took. */
export const migration: Migration = {
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
};
