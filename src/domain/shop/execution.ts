import * as v from 'valibot';
import { CheckedSearchRequestSchema } from './search-request.ts';

/** Reply of the execution create call (spec 3): the sealed arguments and where the results page is. */
export const CreatedSearchSchema = v.object({ encryptArgs: v.string(), blackUrl: v.string() });

/** Reply of getInfo (spec 3): the booking session and its seconds left. */
export const ExecutionInfoSchema = v.object({
  execution: v.string(),
  expireTime: v.number(),
  rc: v.nullable(v.string()),
  flexible: v.boolean(),
  m: v.picklist(['cash', 'mileage']),
  adt: v.number(),
  cnn: v.number(),
  inf: v.number(),
  condition: v.object({ ptc: v.string() }),
  /** The company whose negotiated fares the session is priced on, for a business traveller. */
  business: v.optional(v.object({ name: v.string(), discountPercent: v.number() })),
  /** The trip the link stands for, as readSearchLink answers it: the results page needs no second call for it. */
  request: CheckedSearchRequestSchema,
});

export type ExecutionInfo = v.InferOutput<typeof ExecutionInfoSchema>;

/** Reply of a session's extension: its seconds left from now, and whether a further extension could add time. */
export const SessionExtensionSchema = v.object({ expireTime: v.number(), extendable: v.boolean() });

export type SessionExtension = v.InferOutput<typeof SessionExtensionSchema>;

export const SealedArgsBodySchema = v.object({ encryptArgs: v.pipe(v.string('e00'), v.nonEmpty('e00'), v.maxLength(4000, 'e01')) });
