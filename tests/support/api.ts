import * as v from 'valibot';
import { getProofOfWorkChallenge } from '../../src/domain/api/captcha.ts';
import { statusOf } from '../../src/domain/api/error-status.ts';
import { type Failure, FailureSchema } from '../../src/domain/api/failure.ts';
import {
  type AnySchema,
  apiPath,
  type CallArgs,
  type CallInput,
  exemptFromCsrf,
  hasJsonReply,
  type OperationDef,
  toFormData,
  toSearchParams,
} from '../../src/domain/api/operation.ts';
import { type ErrorCode, isFieldCode } from '../../src/domain/error-codes.ts';
import { ProofOfWorkChallengeSchema } from '../../src/domain/proof-of-work.ts';
import { solveProofOfWork } from '../../src/lib/api/proof-of-work.ts';

/** One traveller's browser: its cookies and its address. */
export interface Browser {
  cookie?: string;
  address?: string;
}

export const CSRF = { 'x-requested-with': 'storefront' };

/** The reply of an operation as the test reads it: checked against the declaration. */
export type Reply<O extends OperationDef> = O['reply'] extends AnySchema ? v.InferOutput<O['reply']> : never;

/** What a call came to: its status, headers and the raw response, with the reply or the failure read and checked. */
export interface Outcome<O extends OperationDef> {
  readonly status: number;
  readonly headers: Headers;
  /** The success's reply; reading it after a failure fails the test with the failure's code. */
  readonly reply: Reply<O>;
  /** The failure; reading it after a success fails the test. */
  readonly failure: Failure;
  /** The failure's wrong inputs by name, each with its field code and message (none when the failure names no field). */
  readonly fields: Readonly<Record<string, { readonly code: string; readonly msg: string }>>;
  /** The body of a non-JSON success (a file), or the location of a redirect. */
  readonly text: string;
}

export interface SendOptions {
  /** The browser the call comes from: its cookies are sent, and those the answer sets are kept. */
  readonly browser?: Browser;
  /** Headers of the test's own (a foreign Origin, a missing CSRF header). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Leave out the CSRF header, as a forged cross-site form would. */
  readonly noCsrf?: boolean;
  /** Send a protected call without solving a proof-of-work challenge first, as a bare script would. */
  readonly noProofOfWork?: boolean;
}

type Args<O extends OperationDef> = CallArgs<O, SendOptions>;

/** What sends a request to the API under test: an app's `request`, or fetch against a running server. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** Codes any operation of its kind may answer without declaring them. */
function impliedCodes(operation: OperationDef): Set<ErrorCode> {
  const codes = new Set<ErrorCode>(['payloadTooLarge', 'unavailable']);
  if (operation.params || operation.query || operation.body) codes.add('badRequest');
  if (operation.auth === 'member') codes.add('unauthorized');
  if (operation.method === 'post' && !exemptFromCsrf(operation)) codes.add('forbidden');
  if (operation.proofOfWork) codes.add('proofOfWork');
  return codes;
}

/**
 * The API tests' typed client, built from the declarations: it fills in the path,
 * query and body, sends the CSRF header and the browser's cookies, and checks every
 * reply against its operation's schema and every failure against its declared codes,
 * so that a server drifting from the contract fails the test that saw it.
 */
export function apiClient(transport: Transport) {
  /** The header of a challenge of the level, fetched and solved as the storefront's client does. */
  async function solved(level: NonNullable<OperationDef['proofOfWork']>): Promise<Record<string, string>> {
    const response = await transport(`${apiPath(getProofOfWorkChallenge)}?level=${level}`, { method: 'GET' });
    const header = await solveProofOfWork(v.parse(ProofOfWorkChallengeSchema, await response.json()));
    if (!header) throw new Error(`The ${level} proof-of-work challenge was not solved in time`);
    return header;
  }

  async function send<O extends OperationDef>(operation: O, ...[input, options = {}]: Args<O>): Promise<Outcome<O>> {
    const given = (input ?? {}) as CallInput<OperationDef>;
    const query = toSearchParams(given.query as Readonly<Record<string, unknown>> | undefined).toString();
    const path = `${apiPath(operation, given.params)}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = { ...(options.noCsrf ? {} : CSRF), ...cookieHeaders(options.browser), ...options.headers };
    if (operation.proofOfWork && !options.noProofOfWork) Object.assign(headers, await solved(operation.proofOfWork), options.headers);
    let body: BodyInit | undefined;
    if (operation.method === 'post') {
      const payload = (given.body ?? {}) as Readonly<Record<string, unknown>>;
      if (operation.encoding === 'form') body = toSearchParams(payload);
      else if (operation.encoding === 'multipart') body = toFormData(payload);
      else if (operation.encoding === 'text') body = String(given.body ?? '');
      else {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(payload);
      }
    }
    const response = await transport(path, { method: operation.method.toUpperCase(), headers, body, redirect: 'manual' });
    if (options.browser) keepCookies(options.browser, response);
    return outcomeOf(operation, response, await response.text());
  }

  return {
    send,
    /** Sends a call that must succeed, and gives its checked reply. */
    async ok<O extends OperationDef>(operation: O, ...args: Args<O>): Promise<Reply<O>> {
      return (await send(operation, ...args)).reply;
    },
    /** Sends a call that must fail, and gives its status and checked failure. */
    async fails<O extends OperationDef>(operation: O, ...args: Args<O>): Promise<{ status: number; failure: Failure }> {
      const outcome = await send(operation, ...args);
      return { status: outcome.status, failure: outcome.failure };
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

function outcomeOf<O extends OperationDef>(operation: O, response: Response, text: string): Outcome<O> {
  const where = `${operation.id} answered ${response.status}`;
  const succeeded = response.status < 400;
  let reply: unknown;
  let failure: Failure | undefined;
  if (succeeded && hasJsonReply(operation)) {
    const checked = v.safeParse(operation.reply, parseJson(text, where));
    if (!checked.success) throw new Error(`${where} with a reply its declaration does not allow: ${describeIssues(checked.issues)}\n${text.slice(0, 500)}`);
    reply = checked.output;
  }
  if (!succeeded) {
    const checked = v.safeParse(FailureSchema, parseJson(text, where));
    if (!checked.success) throw new Error(`${where} with a body that is not a failure: ${text.slice(0, 500)}`);
    failure = checked.output;
    const code = failure.ex as ErrorCode;
    const declared = code in (operation.errors ?? {}) || impliedCodes(operation).has(code) || isFieldCode(code);
    if (!declared) throw new Error(`${where} with ${code}, which its declaration does not list`);
    if (statusOf(code) !== response.status) throw new Error(`${where} with ${code}, whose status is ${statusOf(code)}`);
  }
  return {
    status: response.status,
    headers: response.headers,
    text: response.status === 302 ? (response.headers.get('location') ?? '') : text,
    get reply(): Reply<O> {
      if (!succeeded) throw new Error(`${where} ${failure?.ex}: ${failure?.msg}`);
      return reply as Reply<O>;
    },
    get failure(): Failure {
      if (!failure) throw new Error(`${where}, a success, where a failure was expected`);
      return failure;
    },
    get fields() {
      if (!failure) throw new Error(`${where}, a success, where a failure was expected`);
      return failure.fields ?? {};
    },
  };
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${where} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
}

function cookieHeaders(browser: Browser | undefined): Record<string, string> {
  if (!browser) return {};
  return { ...(browser.cookie ? { cookie: browser.cookie } : {}), ...(browser.address ? { 'x-real-ip': browser.address } : {}) };
}

/** Keeps the cookies a response sets, as a browser does (a cookie set empty or expired is dropped). */
export function keepCookies(browser: Browser, response: Response): void {
  const jar = new Map(
    (browser.cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === '' || /max-age=0\b/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  browser.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
