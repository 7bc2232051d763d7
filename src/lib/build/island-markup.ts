import { readFileSync, writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { afterBuild, builtPages } from './built-pages.ts';
import { cspHash } from './content-hashes.ts';

/*
 * The markup Astro writes for each island, made smaller without changing what the islands' runtime reads of it: every
 * page carries it, the search page four times.
 */

/**
 * An island's `props` and `opts` are JSON, which Astro writes in double quotes with every quote of the JSON as
 * `&quot;`: six bytes for one, some 900 on the search page. In single quotes the JSON's quotes stand as they are;
 * Astro has already written every apostrophe as `&#39;` (and `&`, `<`, `>` as entities), so the value the browser
 * reads is the same.
 */
const JSON_ATTRIBUTE = / (props|opts)="([^"]*&quot;[^"]*)"/g;

/**
 * What the runtime reads in place of an attribute it lacks, so that writing it changes nothing: the export `default`
 * (the runtime's `getAttribute("component-export")||"default"`). `opts` names the component only for Astro's own
 * tools; the runtime hands the directive its `value`.
 */
function withoutDefaults(tag: string): string {
  return tag.replace(' component-export="default"', '').replace(/ opts="\{&quot;name&quot;:&quot;\w+&quot;,/, ' opts="{');
}

/** Astro's style for the islands' elements, which `global.css` holds instead, in every page's own sheet. */
export const ISLAND_STYLE = 'astro-island,astro-slot,astro-static-slot{display:contents}';

/** A built page with its islands' markup made smaller, and without Astro's style for them or its CSP hash. */
export function withSmallerIslandMarkup(html: string): string {
  const style = `<style>${ISLAND_STYLE}</style>`;
  const unstyled = html.includes(style) ? html.replace(style, '').replace(` '${cspHash(ISLAND_STYLE)}'`, '') : html;
  return unstyled.replace(/<astro-island [^>]*>/g, (tag) =>
    withoutDefaults(tag).replace(JSON_ATTRIBUTE, (_, name: string, value: string) => ` ${name}='${value.replaceAll('&quot;', '"')}'`),
  );
}

/** The build step that makes every built page's islands' markup smaller. */
export function islandMarkup(): AstroIntegration {
  return afterBuild('island-markup', (client) => {
    for (const file of builtPages(client)) {
      const html = readFileSync(file, 'utf8');
      const changed = withSmallerIslandMarkup(html);
      if (changed !== html) writeFileSync(file, changed);
    }
  });
}
