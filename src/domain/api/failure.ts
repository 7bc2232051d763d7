import * as v from 'valibot';

/** The failure envelope of design 4: the code, its message in the visitor's language, and the wrong fields. */
export const FailureSchema = v.object({
  ex: v.pipe(v.string(), v.description('The code of spec 8 (e00, x02, CZWEB000010, …) or of this API (notFound, soldOut, …)')),
  desc: v.pipe(v.string(), v.description("The code's message in the visitor's language")),
  msg: v.pipe(v.string(), v.description('The same message (spec 7 reads either)')),
  fields: v.optional(
    v.pipe(
      v.record(v.string(), v.object({ code: v.string(), msg: v.string() })),
      v.description('Each wrong input by its name (passengers.0.birthday), with its field code and message'),
    ),
  ),
});

export type Failure = v.InferOutput<typeof FailureSchema>;
