import type { CallInput, ReplyOf } from '../../domain/api/operation.ts';
import {
  createSearchLink,
  extendBookingSession,
  getPriceMonth,
  getPriceRibbon,
  getSolutionDetail,
  openBookingSession,
  readSearchLink,
  searchFlights,
  searchNextSlice,
} from '../../domain/api/shop.ts';
import type { Lang } from '../../domain/languages.ts';
import { TIMEOUTS } from '../../lib/api/client.ts';
import { storefrontApi } from '../../stores/api.ts';

export type SliceGrid = ReplyOf<typeof searchFlights>['data']['grid'];
export type GridRow = SliceGrid['rows'][number];
export type SliceCalendar = ReplyOf<typeof getPriceRibbon>;
export type CalendarDay = SliceCalendar['data'][number];
export type SolutionDetail = ReplyOf<typeof getSolutionDetail>['data'];
export type FamilyDetail = SolutionDetail['cabins'][number]['families'][number];

/** A solution chosen for one slice of the trip: the key of spec 3 (session, set, sol) and the fare family. */
export interface Choice {
  readonly set: number;
  readonly sol: string;
  readonly cabin: number;
  readonly family: FamilyDetail;
  readonly flights: SolutionDetail['flights'];
}

type NextForm = CallInput<typeof searchNextSlice>['body'];

const soOf = (session: string, chosen: readonly Choice[]) => chosen.map((c) => `${session}_${c.set}_${c.sol}`).join('|');

const calendarForm = (session: string, set: number, date: string, chosen: readonly Choice[]) => ({
  execution: session,
  date,
  set: String(set),
  ...(set > 0 ? { so: soOf(session, chosen.slice(0, set)) } : {}),
});

const CABINS: readonly NonNullable<NextForm['cabin']>[] = ['0', '1', '2', '3'];
/** The cabin of the slice chosen last, as the form names it. */
const cabinOf = (choice: Choice | undefined): NextForm['cabin'] => CABINS.find((code) => code === String(choice?.cabin ?? 0));

/** The shop's calls of spec 7, as the results page makes them. */
export const shopCalls = {
  create: (request: CallInput<typeof createSearchLink>['body'], site: string, lang: Lang) =>
    storefrontApi().call(createSearchLink, { query: { country: site, language: lang }, body: request }),
  decrypt: (encryptArgs: string) => storefrontApi().call(readSearchLink, { body: { encryptArgs } }),
  getInfo: (encryptArgs: string) => storefrontApi().call(openBookingSession, { body: { encryptArgs } }),
  extend: (session: string) => storefrontApi().call(extendBookingSession, { params: { session } }, { inline: true }),
  async grid(session: string, set: number, date: string, chosen: readonly Choice[], tripType: NextForm['tripType']): Promise<SliceGrid> {
    const reply =
      set === 0
        ? await storefrontApi().call(searchFlights, { body: { type: 'sliceGrid', execution: session, date, set: '0' } }, { timeout: TIMEOUTS.search })
        : await storefrontApi().call(
            searchNextSlice,
            {
              params: { session },
              body: {
                execution: session,
                date,
                so: soOf(session, chosen.slice(0, set)),
                cabin: cabinOf(chosen[set - 1]),
                brandCode: chosen
                  .slice(0, set)
                  .map((c) => c.family.id)
                  .join('|'),
                tripType,
              },
            },
            { timeout: TIMEOUTS.search },
          );
    return reply.data.grid;
  },
  /** The ribbon of a slice; for a later slice the server is told the flights chosen before, and offers no day they rule out. */
  ribbon: (session: string, set: number, date: string, chosen: readonly Choice[]): Promise<SliceCalendar> =>
    storefrontApi().call(getPriceRibbon, { body: calendarForm(session, set, date, chosen) }, { timeout: TIMEOUTS.search }),
  month: (session: string, set: number, date: string, chosen: readonly Choice[]): Promise<SliceCalendar> =>
    storefrontApi().call(getPriceMonth, { body: calendarForm(session, set, date, chosen) }, { timeout: TIMEOUTS.search }),
  detail: async (session: string, set: number, sol: string) =>
    (await storefrontApi().call(getSolutionDetail, { params: { session, set: String(set), sol }, body: { execution: session } })).data,
};
