import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** Whether a value is data that JSON carries whole: no functions, no class instances, no undefined. */
export function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

/**
 * A build plugin that gives the browser's bundles a copy of some modules in place of their source: each module it
 * `copies` is loaded in Node as the build starts, and `sourceOf` writes what the browser gets from its exports (null
 * leaves the module as it is). The server's bundles and the types are untouched.
 */
export function browserCopy(
  name: string,
  copies: (file: string) => boolean,
  sourceOf: (file: string, exports: Readonly<Record<string, unknown>>) => string | null,
): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async load(id) {
      const file = id.split('?')[0];
      if (!copies(file)) return null;
      return sourceOf(file, (await import(pathToFileURL(file).href)) as Record<string, unknown>);
    },
  };
}
