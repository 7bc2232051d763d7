import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { statusOf } from '../../domain/api/error-status.ts';
import { FailureSchema } from '../../domain/api/failure.ts';
import { type AnySchema, exemptFromCsrf, hasJsonReply, type NonJsonReply, type OperationDef, pathParameterNames } from '../../domain/api/operation.ts';
import type { ErrorCode } from '../../domain/error-codes.ts';
import { SESSION_COOKIE_NAME } from './session-cookie.ts';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: v.GenericSchema): JsonObject {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    typeMode: 'input',
  }) as JsonObject;
  return rest;
}

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };
const MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  text: 'application/json',
} as const;

/** Who may call, as OpenAPI security requirements (any one of the list suffices; `{}` is no credential). */
function securityOf(operation: OperationDef): JsonObject[] {
  const changesState = operation.method === 'post';
  switch (operation.auth ?? 'none') {
    case 'member':
      return [changesState ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] }];
    case 'optional':
      return changesState ? [{ sessionCookie: [], csrfHeader: [] }, { csrfHeader: [] }] : [{ sessionCookie: [] }, {}];
    case 'signed':
    case 'link':
      return [{}];
    default:
      return changesState ? [{ csrfHeader: [] }] : [{}];
  }
}

/** Every failure an operation may answer, grouped by status: the declared codes and those every operation of its kind may give. */
function failuresOf(operation: OperationDef): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  const add = (status: number, text: string) => byStatus.set(status, [...(byStatus.get(status) ?? []), text]);
  if (operation.params || operation.query || operation.body) add(400, 'Bad input: field codes under `fields`');
  if (operation.auth === 'member') add(401, 'unauthorized: not logged in');
  if (operation.method === 'post' && !exemptFromCsrf(operation)) add(403, 'forbidden: the CSRF header is missing or the origin is foreign');
  for (const [code, meaning] of Object.entries(operation.errors ?? {})) add(statusOf(code as ErrorCode), `${code}: ${meaning}`);
  if (!operation.errors?.unavailable) add(503, 'unavailable: the database does not answer for now; try again');
  return byStatus;
}

function parametersOf(operation: OperationDef): JsonObject[] {
  const declared = (operation.params ? schemaOf(operation.params).properties : undefined) as Record<string, JsonObject> | undefined;
  const pathParams = pathParameterNames(operation.path).map((name) => ({ name, in: 'path', required: true, schema: declared?.[name] ?? { type: 'string' } }));
  const query = operation.query ? schemaOf(operation.query) : undefined;
  const required = (query?.required as string[] | undefined) ?? [];
  const queryParams = Object.entries((query?.properties as Record<string, JsonObject> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
    ...(Array.isArray(schema.type) || schema.type === 'array' ? { explode: true } : {}),
  }));
  return [...pathParams, ...queryParams];
}

function successOf(operation: OperationDef): [string, JsonObject] {
  if (hasJsonReply(operation)) {
    return ['200', { description: operation.replies ?? 'Done', content: { 'application/json': { schema: schemaOf(operation.reply as AnySchema) } } }];
  }
  const reply = operation.reply as NonJsonReply;
  if ('redirect' in reply)
    return ['302', { description: reply.redirect, headers: { Location: { schema: { type: 'string' }, description: 'Where the browser goes' } } }];
  return ['200', { description: reply.file.description, content: { [reply.file.type]: { schema: { type: 'string' } } } }];
}

/** An OpenAPI 3.1 document of the given operations, generated from their declarations. */
export function openApiDocument(operations: readonly OperationDef[], version: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const operation of operations) {
    const path = operation.path.replace(/:(\w+)/g, '{$1}');
    const parameters = parametersOf(operation);
    const [successStatus, success] = successOf(operation);
    const failures = [...failuresOf(operation)].sort(([a], [b]) => a - b);
    paths[path] ??= {};
    paths[path][operation.method] = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      security: securityOf(operation),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body
        ? { requestBody: { required: true, content: { [MEDIA_TYPES[operation.encoding ?? 'json']]: { schema: schemaOf(operation.body) } } } }
        : {}),
      responses: {
        [successStatus]: success,
        ...Object.fromEntries(
          failures.map(([status, lines]) => [String(status), { description: lines.join('; '), content: { 'application/json': { schema: FAILURE_REF } } }]),
        ),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Airline storefront API',
      version,
      description: 'Every failure answers `{ex, desc, msg}` with an honest HTTP status; `ex` is a code of the spec.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name, description: `The ${name.toLowerCase()} calls` })),
    paths,
    components: {
      schemas: { Failure: schemaOf(FailureSchema) },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The member session, set by a login (HttpOnly, SameSite=Lax; `sid` where the connection is plain HTTP)',
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Requested-With',
          description: 'Any value; browsers send it only from our own pages, so a forged cross-site form cannot change state',
        },
      },
    },
  };
}
