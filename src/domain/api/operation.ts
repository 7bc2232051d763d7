import type * as v from 'valibot';
import type { ErrorCode } from '../error-codes.ts';
import type { ProofOfWorkLevel } from '../proof-of-work.ts';

export type AnySchema = v.GenericSchema;

/**
 * Who may call an operation. `member` needs a logged-in member (401 otherwise);
 * `optional` serves guests and members alike and tells the handler which it is;
 * `signed` calls come from a payment provider and prove themselves by signature,
 * so they are exempt from the CSRF header. `link` calls carry a single-purpose token from an e-mailed link and
 * are posted by mail programs, not by our pages (RFC 8058 one-click unsubscribe): the token is the proof, so they
 * too are exempt.
 */
export type Auth = 'none' | 'optional' | 'member' | 'signed' | 'link';

/** Whether a call proves itself without the CSRF header: a provider's signature, or an e-mailed link's token. */
export function exemptFromCsrf(operation: Pick<OperationDef, 'auth'>): boolean {
  return operation.auth === 'signed' || operation.auth === 'link';
}

/**
 * How the body travels: spec 7 says which calls post forms, and which multipart (uploads); `text` hands the raw body to
 * the handler (signed notifications).
 */
export type Encoding = 'json' | 'form' | 'multipart' | 'text';

/** A success that is not JSON: a browser navigation (302) or a file. */
export type NonJsonReply = { readonly redirect: string } | { readonly file: { readonly type: string; readonly description: string } };

/**
 * One API operation, declared once: the server registers its handler against it,
 * the islands and tests call it, and the OpenAPI document is generated from it.
 */
export interface OperationDef {
  /** The operationId: unique, in camelCase. */
  readonly id: string;
  readonly method: 'get' | 'post';
  /** Below /api, in Hono's syntax (`/om/:site/:lang/order`). */
  readonly path: `/${string}`;
  readonly tag: string;
  readonly summary: string;
  readonly auth?: Auth;
  /** The path parameters (`:name`), all text. */
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  readonly encoding?: Encoding;
  /** The JSON of a success (200), or how a non-JSON success answers. */
  readonly reply: AnySchema | NonJsonReply;
  /** A short word on what the 200 reply is. */
  readonly replies?: string;
  /**
   * The failures this operation answers, each with what it means here; the status
   * of each comes from `statusOf`. Bad input (400), a missing login (401 for
   * `member`) and a missing CSRF header (403 on posts) need no mention.
   */
  readonly errors?: Readonly<Partial<Record<ErrorCode, string>>>;
  /** A Cache-Control for successful replies, where they may be kept (the API answers no-store otherwise). */
  readonly cache?: string;
  /** A protected call: it needs a solved proof-of-work challenge of this level (the client solves one for each send). */
  readonly proofOfWork?: ProofOfWorkLevel;
  /** The largest body the call takes, where it takes more than the API's usual 1 MB (an upload). */
  readonly maxBodyBytes?: number;
}

/** Declares an operation, keeping its literal types for both ends. */
export function defineOperation<const O extends OperationDef>(operation: O): O {
  return operation;
}

type In<S> = S extends AnySchema ? v.InferInput<S> : never;
type Out<S> = S extends AnySchema ? v.InferOutput<S> : never;

/** What a caller sends: the path parameters, query and body the operation declares, as they travel. */
export type CallInput<O extends OperationDef> = (O extends { params: infer P } ? { readonly params: In<P> } : { readonly params?: undefined }) &
  (O extends { query: infer Q } ? { readonly query: In<Q> } : { readonly query?: undefined }) &
  (O extends { body: infer B } ? { readonly body: In<B> } : { readonly body?: undefined });

/** The arguments of a call: its input, which may be left out where the operation needs none, then the caller's options. */
export type CallArgs<O extends OperationDef, Options> =
  Partial<CallInput<O>> extends CallInput<O> ? [input?: CallInput<O>, options?: Options] : [input: CallInput<O>, options?: Options];

/** What a handler receives: the checked input (after the schemas' transforms), and the member where the operation knows one. */
export type HandlerInput<O extends OperationDef> = {
  readonly params: O extends { params: infer P } ? Out<P> : undefined;
  readonly query: O extends { query: infer Q } ? Out<Q> : undefined;
  readonly body: O extends { body: infer B } ? Out<B> : undefined;
  readonly member: O extends { auth: 'member' } ? number : number | undefined;
};

/** The JSON of a success, as it travels. */
export type ReplyOf<O extends OperationDef> = O['reply'] extends AnySchema ? v.InferInput<O['reply']> : never;

/** Operations whose success is JSON, which `call` can answer. */
export type JsonOperation = OperationDef & { readonly reply: AnySchema };

/** Whether an operation's success is JSON (a schema) rather than a redirect or a file. */
export function hasJsonReply(operation: OperationDef): operation is JsonOperation {
  return !('redirect' in operation.reply) && !('file' in operation.reply);
}

/** The names of a path's parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

/** The path below the origin (`/api/om/nz/en/order`) with each parameter filled in and escaped. */
export function apiPath<O extends OperationDef>(operation: O, params?: CallInput<O>['params']): string {
  const values = (params ?? {}) as Readonly<Record<string, unknown>>;
  const filled = operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${operation.id} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return `/api${filled}`;
}

/** A query string or form body: arrays travel as repeated parameters (spec 7), absent values not at all. */
export function toSearchParams(values: Readonly<Record<string, unknown>> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/** A multipart body: files as they are, other values as text, lists as repeated parts (spec 7's multipart posts). */
export function toFormData(values: Readonly<Record<string, unknown>> | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item instanceof Blob ? item : String(item));
  }
  return form;
}

/** The address of a GET operation, for a link, an image or a pop-up to open. */
export function apiUrl<O extends OperationDef>(operation: O, input: Pick<CallInput<O>, 'params' | 'query'>): string {
  const query = toSearchParams(input.query as Readonly<Record<string, unknown>> | undefined).toString();
  return `${apiPath(operation, input.params)}${query ? `?${query}` : ''}`;
}
