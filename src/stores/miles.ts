import { atom, type ReadableAtom } from 'nanostores';
import type { Lang } from '../domain/languages.ts';
import { apiOnUse } from './api-on-use.ts';
import { $user } from './user.ts';

/** The member's miles balance as this page knows it: whose, and the miles (null until known, or when it could not be read). */
export interface MilesState {
  readonly memberId: string | null;
  readonly balance: number | null;
}

const $state = atom<MilesState>({ memberId: null, balance: null });
export const $milesBalance: ReadableAtom<MilesState> = $state;

let asked: { memberId: string; reply: Promise<number | null> } | undefined;

/** Reads the balance (getMilesBalance, inline: a guest's 401 leaves the page alone); its code loads only when a member is known. */
async function readBalance(site: string, lang: Lang): Promise<number | null> {
  const [{ getMilesBalance }, api] = await Promise.all([import('../domain/api/mileage.ts'), apiOnUse()]);
  try {
    return (await api.call(getMilesBalance, { params: { site, lang } }, { inline: true, concurrent: true })).balance;
  } catch {
    // No balance shown rather than a failure: the pages that need it say so themselves.
    return null;
  }
}

/**
 * The logged-in member's balance, asked for once per page and member (the header's
 * corner and the mileage pages share the answer); `fresh` asks again, after miles
 * were spent or given back. Nothing is asked for a guest.
 */
export function loadMilesBalance(site: string, lang: Lang, fresh = false): Promise<number | null> {
  const { loggedIn, user } = $user.get();
  if (!loggedIn || !user) {
    $state.set({ memberId: null, balance: null });
    return Promise.resolve(null);
  }
  const memberId = user.id;
  if (!fresh && asked?.memberId === memberId) return asked.reply;
  const reply = readBalance(site, lang).then((balance) => {
    if (asked?.reply === reply) $state.set({ memberId, balance });
    return balance;
  });
  asked = { memberId, reply };
  return reply;
}

/** Forgets the balance (for tests, and a member who logged out). */
export function forgetMilesBalance(): void {
  asked = undefined;
  $state.set({ memberId: null, balance: null });
}
