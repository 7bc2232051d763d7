import { PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '../../domain/proof-of-work.ts';

/** The longest a solve may run: a hard challenge on a slow phone, with room to spare. */
const SOLVE_TIMEOUT_MS = 180_000;

/**
 * Solves a challenge with the browser's own crypto (altcha-lib's web key
 * derivation) and answers the header that carries it. This module and the solver
 * are loaded on the first protected call, so pages that make none never download them.
 */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge, signal?: AbortSignal): Promise<Record<string, string> | undefined> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) return undefined;
  const payload = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  return { [PROOF_OF_WORK_HEADER]: btoa(payload) };
}
