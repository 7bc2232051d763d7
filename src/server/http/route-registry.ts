import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import { type AnySchema, type Encoding, type HandlerInput, hasJsonReply, type OperationDef } from '../../domain/api/operation.ts';
import { isFieldCode } from '../../domain/error-codes.ts';
import { PROOF_OF_WORK_HEADER, type ProofOfWorkLevel } from '../../domain/proof-of-work.ts';
import { controlCharacterFields } from '../../domain/validation/control-characters.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { readForm } from './form-body.ts';

/** A reply as a service may hold it: the registry only serialises it, so read-only arrays and objects will do. */
type ReadonlyReply<T> = T extends readonly (infer U)[] ? readonly ReadonlyReply<U>[] : T extends object ? { readonly [K in keyof T]: ReadonlyReply<T[K]> } : T;

/** What a handler answers: the reply the declaration promises, or, for a redirect or a file, the response itself. */
export type HandlerResult<O extends OperationDef> = O['reply'] extends AnySchema ? ReadonlyReply<v.InferInput<O['reply']>> : Response;

export type Handler<O extends OperationDef> = (c: Context<AppEnv>, input: HandlerInput<O>) => HandlerResult<O> | Promise<HandlerResult<O>>;

/** Where routers register their handlers, each against its operation's declaration. */
export interface RouteRegistry {
  handle<O extends OperationDef>(operation: O, handler: Handler<O>): void;
}

/** Who the logged-in member of a request is, if anyone. */
export type MemberOf = (c: Context<AppEnv>) => Promise<number | undefined>;

/** Spends the solved challenge a protected call carries (its header's value), or refuses the call. */
export type SpendProofOfWork = (header: string | undefined, level: ProofOfWorkLevel) => Promise<void>;

/**
 * Registers handlers on a Hono app: each request is checked against its
 * operation's login (401), its proof of work where it is a protected call, and its
 * schemas (400 with field codes), then handed over; a JSON reply is sent with the
 * operation's cache rule.
 */
export function createRouteRegistry(
  app: Hono<AppEnv>,
  memberOf: MemberOf,
  spendProofOfWork: SpendProofOfWork,
): RouteRegistry & { readonly operations: readonly OperationDef[] } {
  const operations: OperationDef[] = [];
  return {
    operations,
    handle<O extends OperationDef>(operation: O, handler: Handler<O>): void {
      if (operations.some((known) => known.id === operation.id)) throw new Error(`Operation ${operation.id} is registered twice`);
      operations.push(operation);
      app.on(operation.method.toUpperCase(), operation.path, async (c) => {
        const member = operation.auth === 'member' || operation.auth === 'optional' ? await memberOf(c) : undefined;
        if (operation.auth === 'member' && member === undefined) throw new AppError('unauthorized');
        if (operation.proofOfWork) await spendProofOfWork(c.req.header(PROOF_OF_WORK_HEADER), operation.proofOfWork);
        const params = operation.params ? check(operation.params, c.req.param()) : none;
        const query = operation.query ? check(operation.query, c.req.query()) : none;
        const body = operation.body ? check(operation.body, await readBody(c, operation.encoding ?? 'json')) : none;
        const fields = { ...params.fields, ...query.fields, ...body.fields };
        const first = Object.values(fields)[0];
        if (first !== undefined) throw new AppError(isFieldCode(first.code) ? first.code : 'badRequest', { fields });
        const input = { params: params.output, query: query.output, body: body.output, member } as HandlerInput<O>;
        const result = await handler(c, input);
        if (!hasJsonReply(operation)) return result as Response;
        if (operation.cache) c.header('cache-control', operation.cache);
        return c.json(result as object, 200);
      });
    },
  };
}

const none = { output: undefined, fields: {} };

async function readBody(c: Context<AppEnv>, encoding: Encoding): Promise<unknown> {
  try {
    if (encoding === 'text') return await c.req.text();
    return encoding === 'json' ? await c.req.json() : await readForm(c, true);
  } catch {
    throw new AppError('badRequest');
  }
}

/** Validates one part of a request with the rules the islands' forms use too (validateForm). */
function check(schema: AnySchema, input: unknown): { output: unknown; fields: Record<string, FieldIssue> } {
  const controls = controlCharacterFields(input);
  if (Object.keys(controls).length > 0) return { output: undefined, fields: controls };
  const result = validateForm(schema, input);
  return result.ok ? { output: result.value, fields: {} } : { output: undefined, fields: result.fields };
}
