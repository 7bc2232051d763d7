import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { AIRLINE_TIME_ZONE } from '../../domain/calendar.ts';
import { siteSupportsCurrency } from '../../domain/shop/currency-choice.ts';
import type { ExecutionInfo, SessionExtension } from '../../domain/shop/execution.ts';
import { type SearchRequest, SearchRequestSchema } from '../../domain/shop/search-request.ts';
import type { Site } from '../../domain/sites.ts';
import { addDays, addYears, calendarDateIn, compareDates, parseDate } from '../../domain/validation/dates.ts';
import type { DbHandle } from '../db/connect.ts';
// The table is named apart from the sessions it holds, which this file calls executions.
import { execution as executionTable } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { BoundedCache } from '../platform/bounded-cache.ts';
import type { Clock } from '../platform/clock.ts';
import type { Secrets } from '../platform/secrets.ts';
import { seal, unseal } from './sealed-args.ts';

/** A booking session lasts this long after it opens. */
export const EXECUTION_TTL_SECONDS = 30 * 60;
/**
 * How long a booking session may live, from its opening, however often it is extended. An extension gives back a
 * whole session's time (WCAG 2.2.1: a time limit the traveller can extend with one simple action, at least ten
 * times). Six hours leaves a traveller who extends each time they are warned, two minutes before the end, more than
 * ten extensions (30 + 10 × 28 minutes), yet a session's search is not quoted from for ever: its prices are only
 * checked again when the order is made, and an abandoned tab should not keep a session alive into the next day.
 */
export const EXECUTION_MAX_LIFE_SECONDS = 6 * 60 * 60;
/** A results link stays good this long: it carries prices' search dates, not prices. */
export const ARGS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const SealedArgs = v.object({ site: v.string(), lang: v.string(), issuedAt: v.number(), request: SearchRequestSchema });
type SealedArgs = v.InferOutput<typeof SealedArgs>;

/** The business-travel account a session is priced on: its share off fares when the session opened. */
export interface SessionBusiness {
  readonly accountId: number;
  readonly percent: number;
}

export interface Execution {
  readonly id: string;
  readonly site: string;
  readonly lang: string;
  readonly request: SearchRequest;
  readonly expiresAt: Date;
  readonly business?: SessionBusiness;
}

/**
 * The booking sessions kept in memory, so that a session's searches after its first read no table. The estimate
 * counts about 650 bytes for a session, but a heap snapshot puts one at 1.15 KB (its trip is an object of a dozen
 * keys, three lists and their strings): this budget keeps some 6,500 of the sessions last used, in about 7.5 MB. A
 * session searched only minutes ago is what the next call names; an older one is one row away. At 16 MB the
 * sessions would have kept growing for some sixty-five rounds of the uptime bench's 400 new sessions, toward 30 MB of heap.
 */
const SESSIONS_CACHE_BYTES = 4 * 1024 * 1024;

export function createExecutionService(deps: { db: DbHandle; clock: Clock; secrets: Secrets }) {
  const { db, clock, secrets } = deps;
  // A session's trip never changes once opened, so every call after the first is
  // answered from memory; only its expiry is checked each time.
  const known = new BoundedCache<string, Execution>({ maxBytes: SESSIONS_CACHE_BYTES });

  /** Dates must lie between the site's first and last bookable day (spec 3: minDate and maxDate). */
  function checkDates(request: SearchRequest, site: Site): void {
    const today = calendarDateIn(clock.now(), AIRLINE_TIME_ZONE);
    const first = addDays(today, site.defaults.minDate);
    const last = addYears(today, site.defaults.maxDateYears);
    for (const text of request.date) {
      const date = parseDate(text);
      if (!date || compareDates(date, first) < 0 || compareDates(date, last) > 0) {
        throw new AppError('e04', { fields: { date: { code: 'e04' } } });
      }
    }
  }

  /** The row of a session still open: unknown is CZWEB000004, past its time CZWEB000003. */
  async function openRow(id: string) {
    const [row] = await db.db
      .select({
        id: executionTable.id,
        site: executionTable.site,
        lang: executionTable.lang,
        args: executionTable.args,
        createdAt: executionTable.createdAt,
        expiresAt: executionTable.expiresAt,
        businessAccountId: executionTable.businessAccountId,
        businessPercent: executionTable.businessPercent,
      })
      .from(executionTable)
      .where(eq(executionTable.id, id));
    if (!row) throw new AppError('CZWEB000004');
    if (row.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('CZWEB000003');
    return row;
  }

  function open(encryptArgs: string): SealedArgs {
    const parsed = v.safeParse(SealedArgs, unseal(encryptArgs, secrets.argsKeys));
    if (!parsed.success) throw new AppError('CZWEB000004');
    if (clock.now().getTime() - parsed.output.issuedAt > ARGS_TTL_MS) throw new AppError('CZWEB000003');
    return parsed.output;
  }

  return {
    /** The create call: checks the trip and seals it into a link that cannot be altered. */
    create(request: SearchRequest, site: Site, lang: string): { encryptArgs: string; blackUrl: string } {
      checkDates(request, site);
      if (request.currency !== undefined && !siteSupportsCurrency(site, request.currency)) {
        throw new AppError('e01', { fields: { currency: { code: 'e01' } } });
      }
      const encryptArgs = seal({ site: site.code, lang, issuedAt: clock.now().getTime(), request }, secrets.argsKeys);
      const page = request.m === 'mileage' ? 'mileage/flights' : 'book/shop';
      return { encryptArgs, blackUrl: `/tk/${site.code}/${lang}/${page}/?${new URLSearchParams({ args: encryptArgs })}` };
    },

    decrypt(encryptArgs: string): SearchRequest {
      return open(encryptArgs).request;
    },

    /**
     * getInfo: opens a booking session for sealed arguments. A business traveller's cash session of ordinary fares is
     * priced on their company's negotiated share, fixed as it opens.
     */
    async open(encryptArgs: string, company?: SessionBusiness & { readonly name: string }): Promise<ExecutionInfo> {
      const args = open(encryptArgs);
      const business = company && args.request.m === 'cash' && (args.request.ptc ?? 'ADT') === 'ADT' ? company : undefined;
      const now = clock.now();
      const id = randomBytes(16).toString('base64url');
      await db.db.delete(executionTable).where(lt(executionTable.expiresAt, now));
      await db.db.insert(executionTable).values({
        id,
        site: args.site,
        lang: args.lang,
        args: args.request,
        businessAccountId: business?.accountId ?? null,
        businessPercent: business?.percent ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + EXECUTION_TTL_SECONDS * 1000),
      });
      return {
        execution: id,
        expireTime: EXECUTION_TTL_SECONDS,
        rc: args.request.rc ?? null,
        flexible: false,
        m: args.request.m,
        adt: args.request.adt,
        cnn: args.request.cnn,
        inf: args.request.inf,
        condition: { ptc: args.request.ptc ?? 'ADT' },
        ...(business ? { business: { name: business.name, discountPercent: business.percent } } : {}),
        request: args.request,
      };
    },

    /** A booking session still open: unknown is CZWEB000004, past its time CZWEB000003. */
    async require(id: string): Promise<Execution> {
      const cached = known.get(id);
      // A cached session past its time may have been extended since it was cached: the table has the last word.
      if (cached && cached.expiresAt.getTime() > clock.now().getTime()) return cached;
      const row = await openRow(id);
      return known.set(id, {
        id: row.id,
        site: row.site,
        lang: row.lang,
        request: v.parse(SearchRequestSchema, row.args),
        expiresAt: row.expiresAt,
        ...(row.businessAccountId !== null && row.businessPercent !== null
          ? { business: { accountId: row.businessAccountId, percent: row.businessPercent } }
          : {}),
      });
    },

    /**
     * Extends an open session to a whole session's time from now, never past its maximum life; a session already
     * ending at its maximum is sessionLimit. Answers the seconds left and whether a further extension could add time.
     */
    async extend(id: string): Promise<SessionExtension> {
      const { createdAt } = await openRow(id);
      const now = clock.now().getTime();
      const ceiling = createdAt.getTime() + EXECUTION_MAX_LIFE_SECONDS * 1000;
      const expiresAt = new Date(Math.min(now + EXECUTION_TTL_SECONDS * 1000, ceiling));
      const [row] = await db.db
        .update(executionTable)
        .set({ expiresAt })
        .where(and(eq(executionTable.id, id), gt(executionTable.expiresAt, clock.now()), lt(executionTable.expiresAt, expiresAt)))
        .returning({ id: executionTable.id });
      if (!row) {
        // Nothing to give (already at its ceiling), or the session ended between the read and the write.
        await openRow(id);
        throw new AppError('sessionLimit');
      }
      known.delete(id);
      return { expireTime: Math.floor((expiresAt.getTime() - now) / 1000), extendable: expiresAt.getTime() < ceiling };
    },

    /** Seconds left of a session. */
    secondsLeft(execution: Execution): number {
      return Math.max(0, Math.floor((execution.expiresAt.getTime() - clock.now().getTime()) / 1000));
    },
  };
}

export type ExecutionService = ReturnType<typeof createExecutionService>;
