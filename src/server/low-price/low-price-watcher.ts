import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { AIRLINE_TIME_ZONE } from '../../domain/calendar.ts';
import type { Money } from '../../domain/money.ts';
import type { CabinClass } from '../../domain/reference/cabins.ts';
import { LOW_FARE_STATUS } from '../../domain/reference/low-fare.ts';
import { findSite } from '../../domain/site-lookup.ts';
import { calendarDateIn, parseDate } from '../../domain/validation/dates.ts';
import { dayNumber, dayText } from '../airline/network/flights.ts';
import type { DbHandle } from '../db/connect.ts';
import { type LowPriceAlertRow, lowPriceAlert, lowPriceNotice } from '../db/schema.ts';
import { lowPriceMail } from '../mail/low-price-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { ExecutionService } from '../shop/executions.ts';
import type { CabinLowest, SearchService } from '../shop/search-service.ts';
import type { LowPriceAlerts } from './low-price-alerts.ts';
import { lowestOn, type RouteDay } from './route-day.ts';

/** An alert is priced again this long after its last pricing (LOW_PRICE_RECHECK_MS): fares move with sales, not by the second. */
export const LOW_PRICE_RECHECK_MS = 10 * 60_000;
/** Alerts claimed per transaction, so that one claim never holds many locks for long. */
const CLAIM_BATCH = 500;
/** A notice claimed but not marked sent this long ago (its server stopped mid-send) is tried again. */
const NOTICE_CLAIM_MS = 10 * 60_000;

/** The lowest fare of a route-day in a cabin, over every itinerary or over the non-stop ones. */
type PriceOf = (route: RouteDay, cabin: CabinClass, nonstopOnly: boolean) => Promise<Money | null>;

/** Where a pass's walk through the alerts has got to. */
interface ClaimCursor {
  readonly origin: string;
  readonly destination: string;
  readonly id: number;
}

/** The lowest fare of an alert's trip found in a pass, with the dates it is on. */
interface Found {
  readonly price: Money;
  readonly date: string;
  readonly returnDate: string | null;
}

/**
 * The watcher of low-fare alerts. A pass walks the running, confirmed alerts due for pricing route by route, claiming them with
 * `for update skip locked` (marking them priced at once), so servers running passes together share them and none
 * prices an alert twice. Alerts on the same route, day, cabin, passengers and scheme share one pricing by the
 * shop's own engine: the work grows with the distinct route-days watched, not with the alerts. News is written
 * as a notice row (unique per alert, price and day) before it is sent and marked sent after, and each notice is
 * claimed the same way; just before sending, the day is priced again, and a fare no longer on sale is never told.
 */
export function createLowPriceWatcher(deps: {
  db: DbHandle;
  clock: Clock;
  search: SearchService;
  executions: ExecutionService;
  alerts: LowPriceAlerts;
  mailer: Mailer;
  logger: Logger;
  /** How long after its last pricing an alert is due again; LOW_PRICE_RECHECK_MS unless configured. */
  recheckMs?: number;
}) {
  const { db, clock, search, executions, alerts, mailer, logger } = deps;
  const recheckMs = deps.recheckMs ?? LOW_PRICE_RECHECK_MS;

  function today(): string {
    return dayText(dayNumber(calendarDateIn(clock.now(), AIRLINE_TIME_ZONE)));
  }

  /**
   * Claims the next due alerts after `after` in route order. Walking route by route keeps each route-day's pricing
   * in hand for every alert on it; rows another server holds are skipped, and they are its to price.
   */
  async function claim(after: ClaimCursor | undefined): Promise<{ rows: LowPriceAlertRow[]; last?: ClaimCursor }> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const due = await tx.db
        .select({ id: lowPriceAlert.id, origin: lowPriceAlert.origin, destination: lowPriceAlert.destination })
        .from(lowPriceAlert)
        .where(
          and(
            eq(lowPriceAlert.status, LOW_FARE_STATUS.running),
            after
              ? sql`(${lowPriceAlert.origin}, ${lowPriceAlert.destination}, ${lowPriceAlert.id}) > (${after.origin}, ${after.destination}, ${after.id})`
              : undefined,
            isNotNull(lowPriceAlert.confirmedAt),
            or(isNull(lowPriceAlert.checkedAt), lte(lowPriceAlert.checkedAt, new Date(now.getTime() - recheckMs))),
          ),
        )
        .orderBy(lowPriceAlert.origin, lowPriceAlert.destination, lowPriceAlert.id)
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      const last = due.at(-1);
      if (!last) return { rows: [] };
      const rows = await tx.db
        .update(lowPriceAlert)
        .set({ checkedAt: now })
        .where(
          inArray(
            lowPriceAlert.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return { rows, last };
    });
  }

  /** Prices each route-day once per pass, however many alerts watch it, in whatever cabin and scheme. */
  function pricing(): PriceOf {
    const known = new Map<string, Promise<readonly CabinLowest[]>>();
    return (route, cabin, nonstopOnly) => {
      const key = [route.site, route.origin, route.destination, route.date, route.adults, route.children, route.infants].join('|');
      let lowest = known.get(key);
      if (!lowest) {
        lowest = lowestOn(search, route);
        known.set(key, lowest);
      }
      return lowest.then((cabins) => cabins[cabin]?.[nonstopOnly ? 'nonstop' : 'any'] ?? null);
    };
  }

  /** The lowest fare of an alert's trip on one departure day: one way, or out and back (the two flights priced as the shop prices them). */
  async function tripOn(row: LowPriceAlertRow, date: string, priceOf: PriceOf): Promise<Found | undefined> {
    const route = { site: row.site, adults: row.adults, children: row.children, infants: row.infants };
    const cabin = row.cabin as CabinClass;
    const out = await priceOf({ ...route, origin: row.origin, destination: row.destination, date }, cabin, row.nonstopOnly);
    if (!out) return undefined;
    if (row.tripType !== 2) return { price: out, date, returnDate: null };
    const returnDate = row.returnDate ?? dayText(dayNumber(parseDateOrThrow(date)) + (row.stayDays ?? 0));
    const back = await priceOf({ ...route, origin: row.destination, destination: row.origin, date: returnDate }, cabin, row.nonstopOnly);
    if (!back || back.currency !== out.currency) return undefined;
    return { price: { amount: out.amount + back.amount, currency: out.currency }, date, returnDate };
  }

  async function lowestOf(row: LowPriceAlertRow, first: string, priceOf: PriceOf): Promise<Found | undefined> {
    let best: Found | undefined;
    for (let day = dayNumber(parseDateOrThrow(first > row.departFrom ? first : row.departFrom)); dayText(day) <= row.departTo; day++) {
      const found = await tripOn(row, dayText(day), priceOf);
      if (found && (!best || found.price.amount < best.price.amount)) best = found;
    }
    return best;
  }

  /** Whether a fare is news: below the target (or, without one, below the last seen), and below what was last told. */
  function isNews(row: LowPriceAlertRow, found: Found): boolean {
    const amount = found.price.amount;
    if (row.notifiedAmount !== null && amount >= row.notifiedAmount) return false;
    if (row.targetAmount !== null) return amount < row.targetAmount;
    return row.lastAmount !== null && amount < row.lastAmount;
  }

  /**
   * Writes what a batch found: the alerts without news in one statement (and none at all where nothing moved, as is
   * usual on a second look), each alert with news in a transaction of its own with its notice.
   */
  async function recordBatch(results: readonly { row: LowPriceAlertRow; found: Found | undefined }[]): Promise<number> {
    const quiet: unknown[][] = [];
    let news = 0;
    for (const { row, found } of results) {
      if (found && isNews(row, found)) {
        if (await recordNews(row, found)) news++;
      } else if (
        (found?.price.amount ?? null) !== row.lastAmount ||
        (found?.date ?? null) !== row.lastDate ||
        (found?.returnDate ?? null) !== row.lastReturnDate
      ) {
        quiet.push([row.id, found?.price.amount ?? null, found?.date ?? null, found?.returnDate ?? null]);
      }
    }
    if (quiet.length > 0) {
      const values = quiet.map((_, i) => `($${i * 4 + 1}::int, $${i * 4 + 2}::int, $${i * 4 + 3}::text, $${i * 4 + 4}::text)`).join(', ');
      // A traveller who cancelled meanwhile keeps the alert as it was.
      await db.query(
        `update low_price_alert as a set last_amount = v.amount, last_date = v.day, last_return_date = v.return_day
         from (values ${values}) as v(id, amount, day, return_day) where a.id = v.id and a.status = ${LOW_FARE_STATUS.running}`,
        quiet.flat(),
      );
    }
    return news;
  }

  async function recordNews(row: LowPriceAlertRow, found: Found): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [kept] = await tx.db
        .update(lowPriceAlert)
        .set({
          lastAmount: found.price.amount,
          lastDate: found.date,
          lastReturnDate: found.returnDate,
          notifiedAmount: found.price.amount,
          ...(row.keepWatching ? {} : { status: LOW_FARE_STATUS.done }),
        })
        // A traveller who cancelled meanwhile is told nothing.
        .where(and(eq(lowPriceAlert.id, row.id), eq(lowPriceAlert.status, LOW_FARE_STATUS.running)))
        .returning({ id: lowPriceAlert.id });
      if (!kept) return false;
      await tx.db
        .insert(lowPriceNotice)
        .values({
          alertId: row.id,
          amount: found.price.amount,
          previousAmount: row.notifiedAmount ?? row.lastAmount,
          currency: found.price.currency,
          departDate: found.date,
          returnDate: found.returnDate,
          createdAt: now,
        })
        .onConflictDoNothing();
      return true;
    });
  }

  /** Claims one unsent notice, or none is left. */
  async function claimNotice() {
    const now = clock.now();
    const [notice] = await db.db
      .update(lowPriceNotice)
      .set({ claimedAt: now })
      .where(
        eq(
          lowPriceNotice.id,
          sql`(select ${lowPriceNotice.id} from ${lowPriceNotice} where ${lowPriceNotice.sentAt} is null and (${lowPriceNotice.claimedAt} is null or ${lowPriceNotice.claimedAt} <= ${new Date(now.getTime() - NOTICE_CLAIM_MS)}) order by ${lowPriceNotice.id} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return notice;
  }

  function resultsLink(row: LowPriceAlertRow, date: string, returnDate: string | null): string | undefined {
    const site = findSite(row.site);
    if (!site) return undefined;
    const round = returnDate !== null;
    try {
      const { blackUrl } = executions.create(
        {
          tripType: round ? 'R' : 'S',
          dep: round ? [row.origin, row.destination] : [row.origin],
          arr: round ? [row.destination, row.origin] : [row.destination],
          date: round ? [date, returnDate] : [date],
          adt: row.adults,
          cnn: row.children,
          inf: row.infants,
          cabin: String(row.cabin) as '0' | '1' | '2' | '3',
          m: 'cash',
        },
        site,
        row.lang,
      );
      return blackUrl;
    } catch {
      // A day too close to book online has no results page; the alert's page stands in.
      return undefined;
    }
  }

  /** Sends the notices not yet sent, each once; a fare that is no longer on sale is withdrawn instead. */
  async function deliver(): Promise<number> {
    let sent = 0;
    for (let notice = await claimNotice(); notice; notice = await claimNotice()) {
      const [row] = await alerts.byIds([notice.alertId]);
      const current = row && row.status !== LOW_FARE_STATUS.cancelled ? await tripOn(row, notice.departDate, pricing()) : undefined;
      if (!row || !current || current.price.amount > notice.amount) {
        await db.db.delete(lowPriceNotice).where(eq(lowPriceNotice.id, notice.id));
        continue;
      }
      const parts = alerts.mailParts(row);
      const path = resultsLink(row, notice.departDate, notice.returnDate);
      try {
        await mailer.send(
          lowPriceMail({
            kind: 'drop',
            ...parts,
            link: path ? `${new URL(parts.page).origin}${path}` : parts.page,
            price: current.price,
            previous: notice.previousAmount === null ? null : { amount: notice.previousAmount, currency: notice.currency },
            date: notice.departDate,
            returnDate: notice.returnDate,
          }),
        );
      } catch (error) {
        logger.error('low-fare mail not sent', { error: error instanceof Error ? error.name : 'unknown' });
        continue;
      }
      await db.db.update(lowPriceNotice).set({ sentAt: clock.now() }).where(eq(lowPriceNotice.id, notice.id));
      sent++;
    }
    return sent;
  }

  return {
    /** One pass: outdates the alerts whose days are past, prices the due ones, and sends the news. */
    async pass(): Promise<{ priced: number; news: number; sent: number; outdated: number }> {
      const first = today();
      const outdated = await alerts.outdate(first);
      const priceOf = pricing();
      let priced = 0;
      let news = 0;
      for (let batch = await claim(undefined); batch.last; batch = await claim(batch.last)) {
        const results = [];
        for (const row of batch.rows) results.push({ row, found: await lowestOf(row, first, priceOf) });
        news += await recordBatch(results);
        priced += batch.rows.length;
      }
      const sent = await deliver();
      if (priced > 0) logger.info('low-fare alerts priced', { priced, news, sent, outdated });
      return { priced, news, sent, outdated };
    },
  };
}

function parseDateOrThrow(text: string) {
  const date = parseDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
}

export type LowPriceWatcher = ReturnType<typeof createLowPriceWatcher>;
