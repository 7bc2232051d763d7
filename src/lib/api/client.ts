import ky, { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import { getProofOfWorkChallenge } from '../../domain/api/captcha.ts';
import {
  apiPath,
  type CallArgs,
  type CallInput,
  type Encoding,
  type JsonOperation,
  type OperationDef,
  type ReplyOf,
  toFormData,
  toSearchParams,
} from '../../domain/api/operation.ts';
import type { ProofOfWorkChallenge, ProofOfWorkLevel } from '../../domain/proof-of-work.ts';
import { ApiError, CAPTCHA_REQUIRED, CAPTCHA_WRONG } from './api-error.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from './http.ts';

/** Time-outs of spec 9. */
export const TIMEOUTS = { default: 30_000, search: 60_000, none: false } as const;
/** Spec 8: a 403 goes to login after this long, so that its message can be read. */
export const FORBIDDEN_REDIRECT_MS = 1_000;
const PROOF_OF_WORK = 'proofOfWork';

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

export interface CallOptions {
  readonly query?: Query;
  readonly timeout?: number | false;
  /** Let this call run beside an earlier one to the same URL instead of cancelling it. */
  readonly concurrent?: boolean;
  readonly signal?: AbortSignal;
  /**
   * The calling form deals with its own failures: it shows its own captcha and
   * its own message, so no captcha dialog opens and a 401 does not leave the page.
   */
  readonly inline?: boolean;
}

/** How a call travels: its options, how the declaration posts its body, and the proof of work it needs. */
interface SendOptions extends CallOptions {
  readonly encoding?: Encoding;
  readonly proofOfWork?: ProofOfWorkLevel;
}

/** What the analytics hook hears of each failed call. */
export interface ApiErrorReport {
  readonly code: string;
  readonly path: string;
  readonly status?: number;
}

/** Shows the captcha dialog; resolves with the typed code and its id, or null when the visitor closes it. */
export type CaptchaSolver = (mode: 'required' | 'wrong') => Promise<{ captchaId: string; ca: string } | null>;

export interface ApiClientOptions {
  /** Where relative paths resolve (tests give the API's address). */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** Sends the browser to the login page, with the way back. */
  readonly toLogin?: () => void;
  readonly captcha?: CaptchaSolver;
  readonly analytics?: (report: ApiErrorReport) => void;
  readonly schedule?: (task: () => void, ms: number) => void;
}

type Body = Readonly<Record<string, unknown>>;

interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly options: SendOptions;
  readonly body?: Body;
  readonly binary?: boolean;
}

export interface ApiClient {
  /** Calls a declared operation: its path, query and body built from the input, its reply typed by the declaration. */
  call<O extends JsonOperation>(operation: O, ...args: CallArgs<O, CallOptions>): Promise<ReplyOf<O>>;
  /** Calls a declared POST whose answer is a file. */
  download<O extends OperationDef>(operation: O, ...args: CallArgs<O, CallOptions>): Promise<Blob>;
}

/**
 * The one API client of the storefront (spec 7 and 8). Every call sends
 * credentials; a newer call to the same URL cancels the older one unless flagged
 * concurrent; a body with `ex` is a failure; an empty body or a broken connection
 * is `network`; a cancelled call is `abort`; 401 sends the visitor to login, 403
 * too after a second; a captcha code (CZWEB000010 or 11) opens the captcha dialog
 * and the call is sent again with the code. A protected call first solves a fresh
 * proof-of-work challenge for each send, and once more if the server found it spent.
 */
/** The body of a POST as its declaration says it travels: a form, multipart parts (files), or JSON. */
function postBody(encoding: Encoding | undefined, body: Body): { body: BodyInit } | { json: Body } {
  if (encoding === 'form') return { body: toSearchParams(body) };
  if (encoding === 'multipart') return { body: toFormData(body) };
  return { json: body };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http: KyInstance = ky.create({
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    headers: { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE },
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const inflight = new Map<string, AbortController>();
  const schedule = options.schedule ?? ((task, ms) => void setTimeout(task, ms));
  let captchaTurn: Promise<unknown> = Promise.resolve();

  async function send(call: Call, extra: Body = {}): Promise<unknown> {
    const key = call.path.split('?')[0];
    const controller = new AbortController();
    if (!call.options.concurrent) {
      inflight.get(key)?.abort();
      inflight.set(key, controller);
    }
    const signal = call.options.signal ? AbortSignal.any([controller.signal, call.options.signal]) : controller.signal;
    const body = { ...call.body, ...(call.method === 'POST' ? extra : {}) };
    const query = { ...call.options.query, ...(call.method === 'GET' ? extra : {}) };
    try {
      const level = call.options.proofOfWork;
      const response = await http(call.path, {
        method: call.method,
        signal,
        ...(level ? { headers: await proofOfWork(level, signal) } : {}),
        timeout: call.options.timeout ?? TIMEOUTS.default,
        searchParams: toSearchParams(query),
        ...(call.method === 'POST' ? postBody(call.options.encoding, body) : {}),
      });
      return await read(response, call);
    } catch (error) {
      throw toApiError(error, signal);
    } finally {
      if (inflight.get(key) === controller) inflight.delete(key);
    }
  }

  /** The header of a freshly solved challenge of the level. */
  async function proofOfWork(level: ProofOfWorkLevel, signal: AbortSignal): Promise<Record<string, string>> {
    const challenge = await http(apiPath(getProofOfWorkChallenge), { signal, searchParams: { level } });
    if (!challenge.ok) throw new ApiError(`http${challenge.status}`, { status: challenge.status });
    // The solver loads with the first protected call (a login, a registration), not with every page that calls.
    const { solveProofOfWork } = await import('./proof-of-work.ts');
    const header = await solveProofOfWork((await challenge.json()) as ProofOfWorkChallenge, signal);
    if (!header) throw new ApiError(signal.aborted ? 'abort' : 'network');
    return header;
  }

  async function read(response: Response, call: Call): Promise<unknown> {
    const toLogin = call.options.inline ? undefined : options.toLogin;
    if (response.status === 401 && toLogin) toLogin();
    if (response.status === 403 && toLogin) schedule(toLogin, FORBIDDEN_REDIRECT_MS);
    if (call.binary && response.ok) return response.blob();
    const text = await response.text();
    if (text.trim() === '') throw new ApiError('network', { status: response.status });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(response.ok ? 'network' : `http${response.status}`, { status: response.status });
    }
    if (typeof data === 'object' && data !== null && 'ex' in data && data.ex) {
      const failure = data as { ex: unknown; msg?: unknown; desc?: unknown };
      const message = typeof failure.msg === 'string' ? failure.msg : typeof failure.desc === 'string' ? failure.desc : undefined;
      throw new ApiError(String(failure.ex), { message, status: response.status, data });
    }
    if (!response.ok) throw new ApiError(`http${response.status}`, { status: response.status, data });
    return data;
  }

  /** Sends a call, once more with a new proof of work if the server found the first one spent (another tab, a clock far off). */
  async function sendProved(call: Call, extra: Body = {}): Promise<unknown> {
    try {
      return await send(call, extra);
    } catch (error) {
      if (!(call.options.proofOfWork && error instanceof ApiError && error.code === PROOF_OF_WORK)) throw error;
      return send(call, extra);
    }
  }

  /** Sends a call; when the server asks for a captcha, waits for the dialog (one at a time) and sends it again. */
  async function run(call: Call): Promise<unknown> {
    try {
      return await sendProved(call);
    } catch (error) {
      const needsCaptcha = error instanceof ApiError && (error.code === CAPTCHA_REQUIRED || error.code === CAPTCHA_WRONG);
      if (!needsCaptcha || !options.captcha || call.options.inline) throw report(error, call);
      return solveThenSend(call, error.code === CAPTCHA_WRONG ? 'wrong' : 'required');
    }
  }

  function solveThenSend(call: Call, firstMode: 'required' | 'wrong'): Promise<unknown> {
    const turn = captchaTurn.then(async () => {
      let mode = firstMode;
      for (;;) {
        const solved = await options.captcha?.(mode);
        if (!solved) throw new ApiError('abort');
        try {
          return await sendProved(call, { ca: solved.ca, captchaId: solved.captchaId });
        } catch (error) {
          if (error instanceof ApiError && error.code === CAPTCHA_WRONG) {
            mode = 'wrong';
            continue;
          }
          throw report(error, call);
        }
      }
    });
    // The next call that needs a captcha waits for this one's dialog to close, then is replayed.
    captchaTurn = turn.catch(() => undefined);
    return turn;
  }

  function report(error: unknown, call: Call): unknown {
    if (error instanceof ApiError && error.code !== 'abort') {
      options.analytics?.({ code: error.code, path: call.path.split('?')[0], status: error.status });
    }
    return error;
  }

  function callOf(operation: OperationDef, input: CallInput<OperationDef> | undefined, callOptions: CallOptions = {}, binary = false): Call {
    return {
      method: operation.method === 'get' ? 'GET' : 'POST',
      path: apiPath(operation, input?.params),
      body: (input?.body ?? {}) as Body,
      options: { ...callOptions, query: (input?.query ?? {}) as Query, encoding: operation.encoding, proofOfWork: operation.proofOfWork },
      binary,
    };
  }

  return {
    call: <O extends JsonOperation>(operation: O, ...[input, callOptions]: CallArgs<O, CallOptions>) =>
      run(callOf(operation, input as CallInput<OperationDef> | undefined, callOptions)) as Promise<ReplyOf<O>>,
    download: <O extends OperationDef>(operation: O, ...[input, callOptions]: CallArgs<O, CallOptions>) =>
      run(callOf(operation, input as CallInput<OperationDef> | undefined, callOptions, true)) as Promise<Blob>,
  };
}

function toApiError(error: unknown, signal: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return new ApiError('network', { message: 'timeout' });
  if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return new ApiError('abort');
  if (isHTTPError(error)) return new ApiError(`http${error.response.status}`, { status: error.response.status });
  return new ApiError('network');
}
