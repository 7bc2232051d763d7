import type * as v from 'valibot';
import type { CreatedSearchSchema, ExecutionInfo } from '../../domain/shop/execution.ts';
import type { DeepLinkRequest } from '../../domain/shop/deep-link.ts';
import type { SearchRequest } from '../../domain/shop/search-request.ts';
import type { CalendarDaySchema, SliceGridSchema, SolutionDetailSchema } from '../../domain/shop/search-results.ts';
import { TIMEOUTS } from '../../lib/api/client.ts';
import { storefrontApi } from '../../stores/api.ts';

export type SliceGrid = v.InferOutput<typeof SliceGridSchema>;
export type GridRow = SliceGrid['rows'][number];
export type CalendarDay = v.InferOutput<typeof CalendarDaySchema>;
export type SolutionDetail = v.InferOutput<typeof SolutionDetailSchema>;
export type FamilyDetail = SolutionDetail['cabins'][number]['families'][number];

/** A solution chosen for one slice of the trip: the key of spec 3 (session, set, sol) and the fare family. */
export interface Choice {
  readonly set: number;
  readonly sol: string;
  readonly cabin: number;
  readonly family: FamilyDetail;
  readonly flights: SolutionDetail['flights'];
}

const soOf = (session: string, chosen: readonly Choice[]) => chosen.map((c) => `${session}_${c.set}_${c.sol}`).join('|');

/** The shop's calls of spec 7, as the results page makes them. */
export const shopCalls = {
  create: (request: DeepLinkRequest, site: string, lang: string) =>
    storefrontApi().post<v.InferOutput<typeof CreatedSearchSchema>>('/api/shop/app', { ...request }, { query: { country: site, language: lang } }),
  decrypt: (encryptArgs: string) => storefrontApi().post<SearchRequest>('/api/shop/decryptArgs', { encryptArgs }),
  getInfo: (encryptArgs: string) => storefrontApi().post<ExecutionInfo>('/api/shop/getInfo', { encryptArgs }),
  async grid(session: string, set: number, date: string, chosen: readonly Choice[], tripType: string): Promise<SliceGrid> {
    const reply =
      set === 0
        ? await storefrontApi().post<{ data: { grid: SliceGrid } }>(
            '/api/shop/search',
            { type: 'sliceGrid', execution: session, date, set: '0' },
            { form: true, timeout: TIMEOUTS.search },
          )
        : await storefrontApi().post<{ data: { grid: SliceGrid } }>(
            `/api/shop/next/${session}`,
            {
              execution: session,
              date,
              so: soOf(session, chosen.slice(0, set)),
              cabin: String(chosen[set - 1]?.cabin ?? 0),
              brandCode: chosen
                .slice(0, set)
                .map((c) => c.family.id)
                .join('|'),
              tripType,
            },
            { form: true, timeout: TIMEOUTS.search },
          );
    return reply.data.grid;
  },
  ribbon: async (session: string, set: number, date: string) =>
    (
      await storefrontApi().post<{ data: CalendarDay[] }>(
        '/api/shop/dateGrid',
        { execution: session, date, set: String(set) },
        { form: true, timeout: TIMEOUTS.search },
      )
    ).data,
  month: async (session: string, set: number, date: string) =>
    (
      await storefrontApi().post<{ data: CalendarDay[] }>(
        '/api/shop/dateMonth',
        { execution: session, date, set: String(set) },
        { form: true, timeout: TIMEOUTS.search },
      )
    ).data,
  detail: async (session: string, set: number, sol: string) =>
    (await storefrontApi().post<{ data: SolutionDetail }>(`/api/shop/detail/${session}/${set}/${sol}`, { execution: session }, { form: true })).data,
};
