import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiPath, type OperationDef } from '../../../src/domain/api/operation.ts';
import type { LoginRequest } from '../../../src/domain/validation/phone-forms.ts';
import { ApiError } from '../../../src/lib/api/api-error.ts';
import type { ApiClient } from '../../../src/lib/api/client.ts';
import { submitLogin } from '../../../src/stores/login.ts';

const MEMBER = { id: '312345678901', name: 'Mei Lin' };
const publicKey = () => generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** An API client whose calls answer from a script, one answer per call. */
function scriptedApi(answers: unknown[]): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const call = vi.fn(async (operation: OperationDef) => {
    calls.push(apiPath(operation));
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { calls, call, get: vi.fn(), post: vi.fn(), download: vi.fn() } as unknown as ApiClient & { calls: string[] };
}

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  // The page's RSA library looks for the browser's global scope.
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('location', new URL('https://shop.example/tk/nz/en/login/'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the login key in the page', () => {
  test('after a password the server read as wrong, the next login fetches the public key again, as it may have been replaced', async () => {
    const login: LoginRequest = { loginType: 'account', id: MEMBER.id, pw: '246810', ca: 'AB12', captchaId: 'captcha-1' };
    const api = scriptedApi([{ publicKey: publicKey() }, new ApiError('CZSSO030014'), { publicKey: publicKey() }, { user: MEMBER }]);
    await expect(submitLogin(api, 'nz', 'en', login)).rejects.toThrow('CZSSO030014');
    expect(await submitLogin(api, 'nz', 'en', login)).toEqual({ kind: 'user', user: MEMBER });
    expect(api.calls.filter((path) => path.endsWith('publicKey'))).toHaveLength(2);
  });
});
