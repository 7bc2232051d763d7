import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { afterBuild, builtPages } from './built-pages.ts';

const sha256 = (text: string, encoding: 'base64' | 'hex') => createHash('sha256').update(text, 'utf8').digest(encoding);

/** The runtime's file name below `_astro/`: named by its content, so that it is cached for good. */
export const runtimeFileName = (runtime: string = islandRuntime) => `island-runtime.${sha256(runtime, 'hex').slice(0, 10)}.js`;

/**
 * A built page with the islands' runtime (the `<astro-island>` element Astro writes into every page with an island,
 * some 4 KB) loaded from `src` rather than written inline: deferred, so that it never holds the page's first paint
 * back (until it runs, the islands show their server-rendered HTML, as they do until they hydrate), and the same file
 * for every page, so that a visit's later pages have it cached. The CSP loses the inline script's hash.
 */
export function withRuntimeFile(html: string, src: string, runtime: string = islandRuntime): string {
  const inline = `<script>${runtime}</script>`;
  if (!html.includes(inline)) return html;
  return html.replace(inline, `<script src="${src}" defer></script>`).replace(` 'sha256-${sha256(runtime, 'base64')}'`, '');
}

/** The build step that writes the islands' runtime to a file of its own and points every page at it. */
export function islandRuntimeFile(): AstroIntegration {
  return afterBuild('island-runtime-file', (client, base) => {
    const name = runtimeFileName();
    mkdirSync(join(client, '_astro'), { recursive: true });
    writeFileSync(join(client, '_astro', name), islandRuntime);
    for (const file of builtPages(client)) {
      const html = readFileSync(file, 'utf8');
      const changed = withRuntimeFile(html, `${base}_astro/${name}`);
      if (changed !== html) writeFileSync(file, changed);
    }
  });
}
