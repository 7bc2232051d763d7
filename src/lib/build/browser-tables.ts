import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { browserCopy, isPlainData } from './browser-copy.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Modules that build a table from configuration for the browser: `site-locale-table.ts` takes of each site of
 * sites.config.ts only what the rules of a visit's site and language read, which every page's header and guard carry;
 * `external-link-table.ts` the addresses of the external pages.
 */
export const BROWSER_TABLES: readonly string[] = ['src/domain/site-locale-table.ts', 'src/domain/external-link-table.ts'];

/**
 * The browser's copy of a table module: every export as the data it holds. An export that is not plain data stops the
 * build, since the copy could not hold it.
 */
export function browserTableSource(file: string, exports: Readonly<Record<string, unknown>>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      if (!isPlainData(value)) throw new Error(`${file}: the export ${name} is not plain data, so the browser's copy cannot hold it`);
      return `export const ${name} = ${JSON.stringify(value)};`;
    })
    .join('\n');
}

/**
 * In the browser's bundles, each module of BROWSER_TABLES is replaced by its data: the module is loaded in Node as the
 * build starts, and the client gets its exports without the configuration they were built from. Types are untouched.
 */
export function browserTables(tables: readonly string[] = BROWSER_TABLES): Plugin {
  const files = new Set(tables.map((file) => resolve(ROOT, file)));
  return browserCopy('browser-tables', (file) => files.has(file), browserTableSource);
}
