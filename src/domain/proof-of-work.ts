import * as v from 'valibot';

/**
 * The proof-of-work barrier of protected calls: the browser fetches a signed
 * challenge, spends a moment of CPU finding its solution, and sends both in a
 * header with the call. `standard` guards every protected call invisibly; `hard`
 * (many times the work) stands in for the image captcha for those who cannot read it.
 */
export const PROOF_OF_WORK_LEVELS = ['standard', 'hard'] as const;
export type ProofOfWorkLevel = (typeof PROOF_OF_WORK_LEVELS)[number];

/** The request header that carries a solved challenge: base64 of the JSON `{ challenge, solution }`. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';
/** Longer headers are refused unread: a real solution is well under 1 KB. */
export const PROOF_OF_WORK_HEADER_MAX = 4096;

const hex = v.pipe(v.string(), v.regex(/^[0-9a-f]{1,256}$/));

/** A challenge as the server signs it (the fields of altcha-lib's version 2). */
export const ProofOfWorkChallengeSchema = v.object({
  parameters: v.object({
    algorithm: v.picklist(['PBKDF2/SHA-256']),
    nonce: hex,
    salt: hex,
    cost: v.pipe(v.number(), v.integer(), v.minValue(1)),
    keyLength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64)),
    keyPrefix: hex,
    keySignature: v.optional(hex),
    expiresAt: v.optional(v.number()),
    data: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
  }),
  signature: hex,
});
export type ProofOfWorkChallenge = v.InferOutput<typeof ProofOfWorkChallengeSchema>;

/** What the header carries. */
export const ProofOfWorkPayloadSchema = v.object({
  challenge: ProofOfWorkChallengeSchema,
  solution: v.object({ counter: v.pipe(v.number(), v.integer(), v.minValue(0)), derivedKey: hex }),
});
export type ProofOfWorkPayload = v.InferOutput<typeof ProofOfWorkPayloadSchema>;

export const ProofOfWorkQuerySchema = v.object({ level: v.optional(v.picklist(PROOF_OF_WORK_LEVELS), 'standard') });
