import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, builtPages } from './built-pages.ts';
import { contentFileName, cspHash } from './content-hashes.ts';

/*
 * A built page's style, split in two: what its own HTML can use (the first paint's), which stays inline in its head,
 * and the whole sheet, which it links at the end of its body. The whole sheet comes after the inline part and holds
 * every rule of it in the same order, so that once it applies the page looks exactly as with the whole sheet alone;
 * until then, only what the islands draw later (dialogs, lists, a refused form's messages) has no rule yet, and an
 * island draws those only once its scripts have loaded, which take longer than one stylesheet.
 */

/** The classes and ids of a page's HTML. */
export interface NamesInPage {
  readonly classes: ReadonlySet<string>;
  readonly ids: ReadonlySet<string>;
}

/**
 * What of a page's HTML its first paint never draws: what it shows only without script (its style comes with the whole
 * sheet, which a page without script loads too), and an empty element it hides (an island's list or dialog, which the
 * island fills and opens once its scripts have run).
 */
const NEVER_PAINTED_FIRST = /<noscript>[\s\S]*?<\/noscript>|<(\w+)\s(?:[^>]*?\s)?hidden(?:="")?(?=[\s>])[^>]*><\/\1>/g;

/** The classes and ids a page's HTML names, but for those only of what its first paint never draws. */
export function namesIn(html: string): NamesInPage {
  const painted = html.replace(NEVER_PAINTED_FIRST, '');
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const [, value] of painted.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  for (const [, value] of painted.matchAll(/\sid="([^"]*)"/g)) ids.add(value);
  return { classes, ids };
}

/** One top-level part of a sheet: a rule (prelude and block) or a statement (`@charset …;`). */
interface Part {
  readonly prelude: string;
  /** The block's inside, without its braces; undefined for a statement. */
  readonly block?: string;
}

/** A sheet's top-level parts, read with its strings and nested blocks kept whole. */
export function partsOf(css: string): Part[] {
  const parts: Part[] = [];
  let prelude = '';
  let depth = 0;
  let block = '';
  let quote: string | undefined;
  for (const char of css) {
    if (quote) {
      if (depth > 0) block += char;
      else prelude += char;
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    if (depth === 0) {
      if (char === '{') depth = 1;
      else if (char === ';') {
        parts.push({ prelude: `${prelude.trim()};` });
        prelude = '';
      } else prelude += char;
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) {
      parts.push({ prelude: prelude.trim(), block });
      prelude = '';
      block = '';
      continue;
    }
    block += char;
  }
  return parts;
}

/** The parts of a selector list, split at its top-level commas (not those inside `:is(…)` and the like). */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      selectors.push(current);
      current = '';
    } else current += char;
  }
  return [...selectors, current];
}

/** A selector's text without its functional pseudo-classes' arguments, which never oblige a name to be in the page. */
function withoutArguments(selector: string): string {
  let depth = 0;
  let kept = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (depth === 0) kept += char;
    if (char === ')') depth -= 1;
  }
  return kept.replace(/\[[^\]]*\]/g, '');
}

/** The selector lists of a selector's `:has(…)`s, each of which some element of the page must match. */
function hasArguments(selector: string): string[] {
  const lists: string[] = [];
  for (let start = selector.indexOf(':has('); start >= 0; start = selector.indexOf(':has(', start + 1)) {
    let depth = 0;
    let list = '';
    for (const char of selector.slice(start + ':has('.length)) {
      if (char === ')' && depth === 0) break;
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      list += char;
    }
    lists.push(list);
  }
  return lists;
}

/**
 * Whether a selector may match an element of the page: every class and id it names outside a pseudo-class's
 * arguments is in the page, and so is one of each `:has(…)`'s. Generous by design: a rule kept in vain costs some
 * bytes, a rule left out a shifting first paint.
 */
export function mayMatch(selector: string, names: NamesInPage): boolean {
  const text = withoutArguments(selector);
  const classes = [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
  const ids = [...text.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
  return (
    classes.every((name) => names.classes.has(name)) &&
    ids.every((name) => names.ids.has(name)) &&
    hasArguments(selector).every((list) => selectorsOf(list).some((inner) => mayMatch(inner, names)))
  );
}

/** The rules of a sheet a page's HTML may use, with the at-rules that hold them; other at-rules are kept whole. */
export function criticalCss(css: string, names: NamesInPage): string {
  return partsOf(css)
    .flatMap(({ prelude, block }) => {
      if (block === undefined) return [prelude];
      if (/^@(media|supports|layer|container)\b/.test(prelude)) {
        const inner = criticalCss(block, names);
        return inner ? [`${prelude}{${inner}}`] : [];
      }
      if (prelude.startsWith('@')) return [`${prelude}{${block}}`];
      return selectorsOf(prelude).some((selector) => mayMatch(selector, names)) ? [`${prelude}{${block}}`] : [];
    })
    .join('');
}

/** The marker of the page's own style element (BaseLayout.astro), which the split reads and rewrites. */
export const PAGE_STYLE_ATTRIBUTE = 'data-page-style';

/**
 * A built page with its style split: the critical part inline, in place of the whole, and the whole linked from
 * `href` at the end of the body; the CSP's hash of the style element follows its new text. Undefined for a page
 * without the marked style element.
 */
export function withCriticalStyle(html: string, href: (css: string) => string): { html: string; css: string } | undefined {
  const found = new RegExp(`<style ${PAGE_STYLE_ATTRIBUTE}>([\\s\\S]*?)</style>`).exec(html);
  if (!found) return undefined;
  const [element, css] = found;
  const critical = criticalCss(css, namesIn(html.replace(element, '')));
  const rewritten = html
    .replace(element, `<style ${PAGE_STYLE_ATTRIBUTE}>${critical}</style>`)
    .replace(`'${cspHash(css)}'`, `'${cspHash(critical)}'`)
    .replace('</body>', `<link rel="stylesheet" href="${href(css)}"></body>`);
  return { html: rewritten, css };
}

/** The build step that splits every built page's style, writing each whole sheet once, named by its content. */
export function criticalStyles(): AstroIntegration {
  return afterBuild('critical-styles', (client, base) => {
    const written = new Set<string>();
    mkdirSync(join(client, '_astro'), { recursive: true });
    const href = (css: string) => {
      const name = contentFileName('page-style', css, 'css');
      if (!written.has(name)) writeFileSync(join(client, '_astro', name), css);
      written.add(name);
      return `${base}_astro/${name}`;
    };
    for (const file of builtPages(client)) {
      const split = withCriticalStyle(readFileSync(file, 'utf8'), href);
      if (split) writeFileSync(file, split.html);
    }
  });
}
