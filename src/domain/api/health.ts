import * as v from 'valibot';
import { HealthSchema } from '../health.ts';
import { defineOperation } from './operation.ts';

export const checkHealth = defineOperation({
  id: 'checkHealth',
  method: 'get',
  path: '/health',
  tag: 'Operations',
  summary: 'Whether the API and its database answer',
  reply: HealthSchema,
  replies: 'The API and its database work',
  errors: { unavailable: 'The database does not answer' },
});

/** The parts of an OpenAPI 3.1 document that a client relies on; the rest is described by the standard. */
const ApiDocumentSchema = v.looseObject({
  openapi: v.pipe(v.string(), v.description('3.1.0')),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.looseObject({ operationId: v.string(), summary: v.string() }))),
});

export const getApiDocument = defineOperation({
  id: 'getApiDocument',
  method: 'get',
  path: '/openapi.json',
  tag: 'Operations',
  summary: 'This API described as OpenAPI 3.1, generated from the declarations it serves',
  reply: ApiDocumentSchema,
  replies: 'The OpenAPI document',
  cache: 'public, max-age=300',
});
