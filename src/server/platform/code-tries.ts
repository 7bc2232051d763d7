import { AppError } from '../errors.ts';

/** What a try of a one-time code needs of the newest code sent. */
export interface SentCode {
  readonly expiresAt: Date;
  readonly wrongTries: number;
}

/**
 * One try of a one-time code against the newest one sent: codeExpired when there is none still good, codeLocked once
 * `max` wrong tries are counted, codeWrong for another wrong one. `countWrongTry` counts it in one conditional
 * statement and answers the count after it, or undefined when tries at once already reached the limit, so that
 * parallel guesses cannot slip past it. Answers the code that was right.
 */
export async function tryCode<T extends SentCode>(
  sent: T | undefined,
  rules: { now: Date; max: number; matches: (sent: T) => boolean; countWrongTry: (sent: T) => Promise<number | undefined> },
): Promise<T> {
  if (!sent || sent.expiresAt.getTime() <= rules.now.getTime()) throw new AppError('codeExpired');
  if (sent.wrongTries >= rules.max) throw new AppError('codeLocked');
  if (rules.matches(sent)) return sent;
  const counted = await rules.countWrongTry(sent);
  throw new AppError(counted === undefined || counted >= rules.max ? 'codeLocked' : 'codeWrong', { fields: { code: { code: 'e01' } } });
}
