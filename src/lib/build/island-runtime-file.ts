import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { afterBuild, builtPages } from './built-pages.ts';
import { contentFileName, cspHash } from './content-hashes.ts';

/** An inline script, its text apart. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * Whether an inline script is one of Astro's that register a client directive (`client:idle`, `client:painted`…) on
 * `self.Astro`: a page carries one for each directive its islands use, which only its islands, once the runtime runs,
 * call.
 */
const isDirective = (script: string) => /^\(\(\)=>\{[\s\S]*\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=/.test(script);

/** The directive scripts of a built page, in the order it carries them. */
export function directiveScriptsOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, script]) => script).filter(isDirective);
}

/**
 * The file every page with islands loads in place of its inline scripts: every directive any page uses, in a fixed
 * order, then the islands' runtime. A directive a page does not use only waits, unused, on `self.Astro`.
 */
export function runtimeFileText(directives: Iterable<string>, runtime: string = islandRuntime): string {
  return [...[...new Set(directives)].sort(), runtime].join('\n');
}

/** The runtime file's name below `_astro/`: named by its content, so that it is cached for good. */
export const runtimeFileName = (text: string) => contentFileName('island-runtime', text, 'js');

/** The CSP's script-src of a page with only the hashes of the inline scripts it still carries. */
function withOwnScriptHashes(html: string): string {
  const own = new Set([...html.matchAll(INLINE_SCRIPT)].map(([, script]) => `'${cspHash(script)}'`));
  return html.replace(/(script-src [^;"]*)/, (directive) => directive.replace(/ 'sha256-[^']*'/g, (hash) => (own.has(hash.trim()) ? hash : '')));
}

/**
 * A built page with the islands' runtime (the `<astro-island>` element, some 4 KB) and its client directives loaded
 * from `src` rather than written inline: deferred, so that it never holds the page's first paint back (until it runs,
 * the islands show their server-rendered HTML, as they do until they hydrate), and the same file for every page, so
 * that a visit's later pages have it cached. The CSP of every page keeps only the hashes of the inline scripts it
 * carries, where Astro lists those of every directive.
 */
export function withRuntimeFile(html: string, src: string, runtime: string = islandRuntime): string {
  const inline = `<script>${runtime}</script>`;
  if (!html.includes(inline)) return withOwnScriptHashes(html);
  return withOwnScriptHashes(
    html.replace(INLINE_SCRIPT, (element, script: string) => (isDirective(script) ? '' : element)).replace(inline, `<script src="${src}" defer></script>`),
  );
}

/** The build step that writes the islands' runtime and directives to a file of their own and points every page at it. */
export function islandRuntimeFile(): AstroIntegration {
  return afterBuild('island-runtime-file', (client, base) => {
    const pages = builtPages(client);
    const text = runtimeFileText(pages.flatMap((file) => directiveScriptsOf(readFileSync(file, 'utf8'))));
    const name = runtimeFileName(text);
    mkdirSync(join(client, '_astro'), { recursive: true });
    writeFileSync(join(client, '_astro', name), text);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const changed = withRuntimeFile(html, `${base}_astro/${name}`);
      if (changed !== html) writeFileSync(file, changed);
    }
  });
}
