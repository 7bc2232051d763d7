import * as v from 'valibot';

/**
 * The area-code list as the API serves it (spec 3), apart from the numbering-plan
 * helpers of area-codes.ts: pages that only load cities declare the reference calls
 * without carrying the phone metadata.
 */
export const AreaCodeEntrySchema = v.object({
  areaCode: v.string(),
  simpleCode: v.string(),
  countryCnName: v.string(),
  countryEnName: v.string(),
});
export const AreaCodeListSchema = v.object({ data: v.array(AreaCodeEntrySchema) });
export type AreaCodeEntry = v.InferOutput<typeof AreaCodeEntrySchema>;
