import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { isFieldCode } from '../../domain/error-codes.ts';
import { validateForm, type FieldIssue } from '../../domain/validation/issue.ts';
import { AppError } from './errors.ts';
import type { AppEnv } from './context.ts';

type AnySchema = v.GenericSchema;

/** One API operation: its HTTP shape as data, for the router, the validation and the OpenAPI document. */
export interface Operation<
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
> {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** Below /api, in Hono's syntax (`/om/:site/:lang/order`). */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  /** The path parameters (`:name`), all text. */
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** How the body travels; spec 7 says which calls post forms. */
  readonly encoding?: 'json' | 'form';
  readonly responses: Readonly<Record<number, { readonly description: string; readonly schema?: AnySchema }>>;
}

type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export interface OperationInput<Q, B, P = undefined> {
  readonly params: Out<P>;
  readonly query: Out<Q>;
  readonly body: Out<B>;
}

/** Registers operations on a Hono router and remembers them for the OpenAPI document. */
export class OperationRegistry {
  readonly operations: Operation<AnySchema | undefined, AnySchema | undefined, AnySchema | undefined>[] = [];

  add<Q extends AnySchema | undefined, B extends AnySchema | undefined, P extends AnySchema | undefined = undefined>(
    router: Hono<AppEnv>,
    operation: Operation<Q, B, P>,
    handler: (c: Context<AppEnv>, input: OperationInput<Q, B, P>) => Response | Promise<Response>,
  ): void {
    this.operations.push(operation);
    router.on(operation.method.toUpperCase(), operation.path, async (c) => {
      const params = operation.params ? check(operation.params, c.req.param()) : { output: undefined, fields: {} };
      const query = operation.query ? check(operation.query, c.req.query()) : { output: undefined, fields: {} };
      const body = operation.body ? check(operation.body, await readBody(c, operation.encoding ?? 'json')) : { output: undefined, fields: {} };
      const fields = { ...params.fields, ...query.fields, ...body.fields };
      const first = Object.values(fields)[0];
      if (first !== undefined) throw new AppError(isFieldCode(first.code) ? first.code : 'badRequest', { fields });
      return handler(c, { params: params.output, query: query.output, body: body.output } as OperationInput<Q, B, P>);
    });
  }
}

async function readBody(c: Context<AppEnv>, encoding: 'json' | 'form'): Promise<unknown> {
  try {
    return encoding === 'json' ? await c.req.json() : await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('badRequest');
  }
}

/** Validates one part of a request; see validateForm, which the islands' forms use too. */
function check<S extends AnySchema>(schema: S, input: unknown): { output: v.InferOutput<S> | undefined; fields: Record<string, FieldIssue> } {
  const result = validateForm(schema, input);
  return result.ok ? { output: result.value, fields: {} } : { output: undefined, fields: result.fields };
}
