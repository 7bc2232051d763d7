import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import * as v from 'valibot';
import {
  PROOF_OF_WORK_HEADER_MAX,
  type ProofOfWorkChallenge,
  type ProofOfWorkLevel,
  type ProofOfWorkPayload,
  ProofOfWorkPayloadSchema,
} from '../../domain/proof-of-work.ts';
import type { DbHandle } from '../db/connect.ts';
import { spentProofOfWork } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';

/** How much work one challenge of a level asks for. */
export interface ProofOfWorkCost {
  /** PBKDF2 iterations per guess: the work is done by the browser's native crypto, as it would be by a script. */
  readonly iterations: number;
  /** The solution is a guess drawn evenly below this number, so a solver makes half as many guesses on average. */
  readonly maxGuesses: number;
}

export type ProofOfWorkSettings = Readonly<Record<ProofOfWorkLevel, ProofOfWorkCost>>;

/**
 * About half a second of a phone's CPU for every protected call (the browser does
 * it while the visitor types), and about ten seconds for the way past the image
 * captcha: a script pays the same for every login, registration or code it tries.
 */
export const DEFAULT_PROOF_OF_WORK_ITERATIONS = 1_000;

/** The levels at a number of iterations per guess (PROOF_OF_WORK_ITERATIONS): the hard one takes twenty times the guesses. */
export function proofOfWorkSettings(iterations: number): ProofOfWorkSettings {
  return { standard: { iterations, maxGuesses: 1_000 }, hard: { iterations, maxGuesses: 20_000 } };
}

export const DEFAULT_PROOF_OF_WORK = proofOfWorkSettings(DEFAULT_PROOF_OF_WORK_ITERATIONS);

/** How long a challenge may take to solve and send. */
export const PROOF_OF_WORK_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

export interface ProofOfWork {
  /** A new signed challenge of the level. */
  challenge(level: ProofOfWorkLevel): Promise<ProofOfWorkChallenge>;
  /** Accepts a solved challenge of the level once; anything else is `proofOfWork`. */
  spend(header: string | undefined, level: ProofOfWorkLevel): Promise<void>;
}

function decode(header: string | undefined): ProofOfWorkPayload | undefined {
  if (!header || header.length > PROOF_OF_WORK_HEADER_MAX) return undefined;
  try {
    const parsed = v.safeParse(ProofOfWorkPayloadSchema, JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The proof-of-work barrier (altcha-lib): challenges signed with a key derived
 * from the server's sealing key, each naming its level and its expiry by our
 * clock (altcha-lib's own expiry reads the wall clock), and each spent once.
 */
export function createProofOfWork(deps: { db: DbHandle; clock: Clock; key: Buffer; settings?: ProofOfWorkSettings }): ProofOfWork {
  const { clock } = deps;
  const { db } = deps.db;
  const settings = deps.settings ?? DEFAULT_PROOF_OF_WORK;
  const secret = (purpose: string) => createHmac('sha256', deps.key).update(`proof-of-work:${purpose}`).digest('hex');
  const signatureSecret = secret('challenge');
  const keySignatureSecret = secret('solution');
  const refuse = () => new AppError('proofOfWork');

  return {
    async challenge(level) {
      const cost = settings[level];
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: cost.iterations,
        counter: randomInt(cost.maxGuesses),
        deriveKey,
        data: { level, until: clock.now().getTime() + PROOF_OF_WORK_TTL_MS },
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      return challenge as ProofOfWorkChallenge;
    },

    async spend(header, level) {
      const payload = decode(header);
      if (!payload) throw refuse();
      const { data } = payload.challenge.parameters;
      const until = typeof data?.until === 'number' ? data.until : 0;
      const now = clock.now();
      if (data?.level !== level || until <= now.getTime()) throw refuse();
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      if (!result.verified) throw refuse();
      await db.delete(spentProofOfWork).where(lt(spentProofOfWork.expiresAt, now));
      const spent = await db
        .insert(spentProofOfWork)
        .values({ signature: payload.challenge.signature, expiresAt: new Date(until) })
        .onConflictDoNothing({ target: spentProofOfWork.signature })
        .returning({ signature: spentProofOfWork.signature });
      if (spent.length === 0) throw refuse();
    },
  };
}
