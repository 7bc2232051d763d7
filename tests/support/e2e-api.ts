import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext, Request as PageRequest } from '@playwright/test';
import { getPublicKey } from '../../src/domain/api/member.ts';
import type { OperationDef } from '../../src/domain/api/operation.ts';
import { type ApiClient, apiClient, type Transport } from './api.ts';

/**
 * The browser tests' typed client over Playwright's request context (a page's,
 * which shares the page's cookies, or a test's own): the API tests' client, so
 * that replies are checked against their schemas and failures against the codes
 * their operations declare. `send` gives the status, headers and reply or failure.
 */
export function e2eApi(request: APIRequestContext): ApiClient {
  return apiClient(transportOver(request));
}

/** Sends what the client built through the request context, which keeps its own cookies; redirects are answered, not followed. */
function transportOver(request: APIRequestContext): Transport {
  return async (path, init) => {
    // A Request reads the body as the server will get it, with the content type that goes with it (a form's, a text's).
    const built = new Request(new URL(path, 'http://localhost'), init);
    const response = await request.fetch(path, {
      method: built.method,
      headers: Object.fromEntries(built.headers),
      data: init.body === undefined ? undefined : Buffer.from(await built.arrayBuffer()),
      maxRedirects: 0,
    });
    const headers = new Headers();
    for (const { name, value } of response.headersArray()) headers.append(name, value);
    const status = response.status();
    const empty = status === 204 || status === 304;
    return new Response(empty ? null : new Uint8Array(await response.body()), { status, headers });
  };
}

/** A password as the pages send it: encrypted to the key the server publishes. */
export async function encryptedPassword(api: ApiClient, password: string): Promise<string> {
  const { publicKey } = await api.ok(getPublicKey);
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');
}

/** The path of an operation as a pattern: each parameter any one segment. */
function pathPattern(operation: OperationDef): string {
  return `/api${operation.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/?]+')}`;
}

/** A pattern for page.route and waitForRequest that matches every call of an operation, whatever its parameters and query. */
export function routePattern(operation: OperationDef): RegExp {
  return new RegExp(`^[^?]*${pathPattern(operation)}(\\?.*)?$`);
}

/** Whether a request the page made is a call of an operation. */
export function isCallOf(operation: OperationDef, request: PageRequest): boolean {
  return request.method() === operation.method.toUpperCase() && new RegExp(`^${pathPattern(operation)}$`).test(new URL(request.url()).pathname);
}
