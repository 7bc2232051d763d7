import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { FailureSchema } from './failure.ts';
import type { Operation } from './operations.ts';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: v.GenericSchema): JsonObject {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore', typeMode: 'input' }) as JsonObject;
  return rest;
}

/** An OpenAPI 3.1 document of every registered operation, built from their valibot schemas. */
export function openApiDocument(
  operations: readonly Operation<v.GenericSchema | undefined, v.GenericSchema | undefined, v.GenericSchema | undefined>[],
  version: string,
): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, '{$1}');
    const declared = (op.params ? schemaOf(op.params).properties : undefined) as Record<string, JsonObject> | undefined;
    const pathParams = [...op.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: declared?.[m[1]] ?? { type: 'string' },
    }));
    const query = op.query ? schemaOf(op.query) : undefined;
    const queryParams = Object.entries((query?.properties as Record<string, JsonObject> | undefined) ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: ((query?.required as string[] | undefined) ?? []).includes(name),
      schema,
    }));
    const mediaType = op.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    paths[path] ??= {};
    paths[path][op.method] = {
      tags: [op.tag],
      summary: op.summary,
      ...(pathParams.length + queryParams.length > 0 ? { parameters: [...pathParams, ...queryParams] } : {}),
      ...(op.body ? { requestBody: { required: true, content: { [mediaType]: { schema: schemaOf(op.body) } } } } : {}),
      responses: Object.fromEntries(
        Object.entries(op.responses).map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.schema ? { content: { 'application/json': { schema: schemaOf(response.schema) } } } : {}),
          },
        ]),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Airline storefront API',
      version,
      description: 'Every failure answers `{ex, desc, msg}` with an honest HTTP status; `ex` is a code of the spec.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: { schemas: { Failure: schemaOf(FailureSchema) } },
  };
}
