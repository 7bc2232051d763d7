import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiDocument } from '../../src/domain/api/health.ts';
import { ALL_OPERATIONS } from '../../src/domain/api/index.ts';
import { exemptFromCsrf } from '../../src/domain/api/operation.ts';
import { testApp } from '../support/test-app.ts';

type Json = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, Json & { operationId?: string; security?: Json[] }>>;
  components: { securitySchemes: Record<string, Json> };
}

let t: Awaited<ReturnType<typeof testApp>>;
let doc: Doc;

beforeAll(async () => {
  t = await testApp();
  doc = (await t.api.ok(getApiDocument)) as unknown as Doc;
});
afterAll(async () => {
  await t.close();
});

const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

/** Every place in the document that holds a schema, with where it is. */
function schemasIn(node: unknown, where: string, found: { where: string; schema: unknown }[] = []): { where: string; schema: unknown }[] {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) schemasIn(item, `${where}[${i}]`, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const at = `${where}.${key}`;
      if (key === 'schema' || key === 'items' || key === 'additionalProperties') found.push({ where: at, schema: value });
      if (key === 'properties' && value && typeof value === 'object')
        for (const [name, schema] of Object.entries(value)) found.push({ where: `${at}.${name}`, schema });
      if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
        for (const [i, schema] of value.entries()) found.push({ where: `${at}[${i}]`, schema });
      }
      schemasIn(value, at, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('describes every declared operation once, each with a unique operationId', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ALL_OPERATIONS.map((operation) => operation.id).sort());
  });

  it('states who may call each operation with the session cookie and the CSRF header schemes', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['csrfHeader', 'sessionCookie']);
    for (const { path, method, op } of operations()) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      const declared = ALL_OPERATIONS.find((operation) => operation.id === op.operationId);
      // A provider's signed notification and a mail program's one-click unsubscribe prove themselves without the header.
      if (method === 'post' && declared && !exemptFromCsrf(declared)) expect(JSON.stringify(op.security), `${method} ${path}`).toContain('csrfHeader');
    }
  });

  it('leaves no request or reply field with an empty schema', () => {
    const empty = schemasIn(doc.paths, 'paths').filter(({ schema }) => schema && typeof schema === 'object' && Object.keys(schema).length === 0);
    expect(empty.map(({ where }) => where)).toEqual([]);
  });

  it('passes the Redocly linter without errors', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const bin = join(import.meta.dirname, '../../node_modules/.bin/redocly');
      const result = await promisify(execFile)(bin, ['lint', file, '--config', join(import.meta.dirname, '../redocly.yaml'), '--format=stylish'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).then(
        (done) => ({ code: 0, output: `${done.stdout}${done.stderr}` }),
        (failed: { code?: number; stdout?: string; stderr?: string }) => ({ code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }),
      );
      expect(result.output.split('\n').filter((line) => /\berror\b/i.test(line) && !/0 errors/.test(line))).toEqual([]);
      expect(result.code, result.output).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
