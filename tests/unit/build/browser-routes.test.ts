import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as downloads from '../../../src/domain/api/downloads.ts';
import * as apiFailure from '../../../src/domain/api/failure.ts';
import * as member from '../../../src/domain/api/member.ts';
import * as mileage from '../../../src/domain/api/mileage.ts';
import { browserRoutesSource, routeOf } from '../../../src/lib/build/browser-routes.ts';

/** Loads a generated module's source as the browser would, and answers its exports. */
async function evaluate(source: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
}

describe("the browser's copy of a module of operations", () => {
  it('exports every name the declarations export, each operation with its route and no schema', async () => {
    const copy = await evaluate(browserRoutesSource('member.ts', member) ?? '');
    expect(Object.keys(copy).sort()).toEqual(Object.keys(member).sort());
    expect(copy.logIn).toEqual({ id: 'logIn', method: 'post', path: '/a/login', encoding: 'form', proofOfWork: 'standard' });
    expect(copy.getPublicKey).toEqual({ id: 'getPublicKey', method: 'get', path: '/a/publicKey' });
    expect(JSON.stringify(copy)).not.toContain('~standard');
  });

  it('keeps the data a module exports beside its operations', async () => {
    const copy = await evaluate(browserRoutesSource('mileage.ts', mileage) ?? '');
    expect(copy.AWARD_GUEST_ERRORS).toEqual(mileage.AWARD_GUEST_ERRORS);
    expect(copy.AWARD_TAG).toBe(mileage.AWARD_TAG);
  });

  it('keeps a reply that is a file or a redirect, which is data, and drops one that is a schema', () => {
    const file = Object.values(downloads).find((operation) => 'file' in operation.reply);
    expect(file && routeOf(file).reply).toEqual(file?.reply);
    expect(routeOf(member.logIn)).not.toHaveProperty('reply');
  });

  it('leaves a module that declares no operation as it is', () => {
    expect(browserRoutesSource('failure.ts', apiFailure)).toBeUndefined();
  });

  it('refuses an export it cannot copy, so that the build stops rather than ship a module without it', () => {
    expect(() => browserRoutesSource('odd.ts', { logIn: member.logIn, LoginSchema: v.object({}) })).toThrow(/LoginSchema is neither/);
  });
});
