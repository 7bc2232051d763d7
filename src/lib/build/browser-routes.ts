import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { OperationDef } from '../../domain/api/operation.ts';
import { browserCopy, isPlainData } from './browser-copy.ts';

const API_DIR = resolve(import.meta.dirname, '../../domain/api');

/**
 * What the browser's API client reads of an operation: where it goes and how its body travels. The schemas stay on the
 * server, which checks every input and shapes every reply; the client sends a body as it is and reads a reply by its
 * declared type, so carrying the schemas (and what they import: the phone-number metadata, say) would only weigh.
 */
const ROUTE_FIELDS = ['id', 'method', 'path', 'encoding', 'proofOfWork'] as const;

/** What a browser bundle holds of an operation. */
export type OperationRoute = Pick<OperationDef, (typeof ROUTE_FIELDS)[number]> & { readonly reply?: OperationDef['reply'] };

function isOperation(value: unknown): value is OperationDef {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'reply' in value;
}

/** An operation as the browser holds it: its route, and its reply only where that is a redirect or a file (plain data). */
export function routeOf(operation: OperationDef): OperationRoute {
  const route: Record<string, unknown> = {};
  for (const field of ROUTE_FIELDS) if (operation[field] !== undefined) route[field] = operation[field];
  if (isPlainData(operation.reply)) route.reply = operation.reply;
  return route as unknown as OperationRoute;
}

/**
 * The browser's copy of a module of operations: every operation as its route, every other export as the data it is.
 * Undefined for a module that declares no operation (the declarations' helpers, the failure envelope); an export that
 * is neither an operation nor plain data stops the build, since the copy could not hold it.
 */
export function browserRoutesSource(file: string, exports: Readonly<Record<string, unknown>>): string | undefined {
  const entries = Object.entries(exports);
  if (!entries.some(([, value]) => isOperation(value))) return undefined;
  return entries
    .map(([name, value]) => {
      if (isOperation(value)) return `export const ${name} = ${JSON.stringify(routeOf(value))};`;
      if (isPlainData(value)) return `export const ${name} = ${JSON.stringify(value)};`;
      throw new Error(`${file}: the export ${name} is neither an operation nor plain data, so the browser's copy cannot hold it`);
    })
    .join('\n');
}

/**
 * In the browser's bundles, each module of operation declarations (`src/domain/api`) is replaced by its routes: the
 * declarations are loaded in Node as the build starts, and the client gets a module with the same exports and without
 * the schemas. Types are untouched: islands still call an operation typed by its full declaration.
 */
export function browserRoutes(): Plugin {
  return browserCopy(
    'browser-operation-routes',
    (file) => file.startsWith(`${API_DIR}${sep}`) && file.endsWith('.ts'),
    (file, declared) => browserRoutesSource(file, declared) ?? null,
  );
}
