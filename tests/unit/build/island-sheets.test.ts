import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_SHEETS, pageSheets, type SheetName } from '../../../src/components/island-sheets.ts';
import { ISLANDS } from '../../../src/lib/routing/route-table.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const STYLES = resolve(ROOT, 'src/styles');
const read = (file: string) => readFileSync(file, 'utf8');

/** The class selectors a stylesheet defines: names after a dot in a rule's prelude, never in its declarations. */
function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let segment = '';
  for (const char of text) {
    if (char === '{') {
      if (!segment.trim().startsWith('@')) for (const [, name] of segment.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
      segment = '';
    } else if (char === '}' || char === ';') segment = '';
    else segment += char;
  }
  return classes;
}

const sheetClasses = new Map(
  readdirSync(STYLES)
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file.replace(/\.css$/, ''), classesOf(read(resolve(STYLES, file)))] as const),
);
const everyClass = new Set([...sheetClasses.values()].flatMap((classes) => [...classes]));

/** The source files a module reaches through relative imports, static or on use. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of read(file).matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+\.tsx?)'/g)) visit(resolve(dirname(file), spec));
  };
  visit(entry);
  return [...seen];
}

/** The text of each `className` or `class` attribute: a quoted value, or the expression between its braces. */
function classAttributes(source: string): string[] {
  const values: string[] = [];
  for (const match of source.matchAll(/\b(?:className|class(?::list)?)=/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const opener = source[start];
    if (opener === '"' || opener === "'") values.push(source.slice(start + 1, source.indexOf(opener, start + 1)));
    else if (opener === '{') {
      let depth = 0;
      let end = start;
      for (; end < source.length; end += 1) {
        if (source[end] === '{') depth += 1;
        else if (source[end] === '}' && --depth === 0) break;
      }
      values.push(source.slice(start + 1, end));
    }
  }
  return values;
}

/** The classes a stylesheet defines that the files' class attributes name. */
function classesNamedIn(files: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const file of files) {
    for (const value of classAttributes(read(file))) {
      for (const word of value.split(/[^\w-]+/)) if (everyClass.has(word)) named.add(word);
    }
  }
  return named;
}

/** Each route island's module, as RouteIsland.astro hydrates it. */
function islandModules(): Map<string, string> {
  const source = read(resolve(ROOT, 'src/components/RouteIsland.astro'));
  const components = new Map([...source.matchAll(/import (\w+) from '(\.\.\/islands\/[^']+)'/g)].map(([, name, path]) => [name, path]));
  return new Map(
    [...source.matchAll(/page\?\.island === '(\w+)' && <(\w+)/g)].map(([, island, component]) => [
      island,
      resolve(ROOT, 'src/components', components.get(component) ?? ''),
    ]),
  );
}

/** Classes a part names everywhere but only one page's sheet styles, within that page's own selector. */
const STYLED_ON_ONE_PAGE_ONLY = new Set([
  // The contact fieldset of the passengers form; only the award booking page gives it rules (`.award-page .psg-contact`).
  'psg-contact',
]);

function unstyled(files: readonly string[], sheets: readonly SheetName[]): string[] {
  const styled = new Set(['global', ...sheets].flatMap((sheet) => [...(sheetClasses.get(sheet) ?? [])]));
  return [...classesNamedIn(files)].filter((name) => !styled.has(name) && !STYLED_ON_ONE_PAGE_ONLY.has(name)).sort();
}

describe('the stylesheets each page carries', () => {
  it('styles every class a route island or a part it loads names, with the global sheet and the island’s own', () => {
    const modules = islandModules();
    expect([...modules.keys()].sort()).toEqual([...ISLANDS].sort());
    const missing = Object.fromEntries(
      [...modules].map(([island, file]) => [island, unstyled(moduleGraph(file), ISLAND_SHEETS[island as keyof typeof ISLAND_SHEETS] ?? [])]),
    );
    expect(missing).toEqual(Object.fromEntries([...modules.keys()].map((island) => [island, []])));
  });

  it('styles the shell every page shows (header, site chooser, dialogs) with the global sheet alone', () => {
    const shell = ['src/islands/login/UserMenu.tsx', 'src/islands/site-chooser/SiteChooser.tsx', 'src/islands/ui-host/UiHost.tsx'];
    const files = shell.flatMap((file) => moduleGraph(resolve(ROOT, file)));
    const astro = readdirSync(resolve(ROOT, 'src/components'))
      .filter((file) => file.endsWith('.astro') && file !== 'MemberNav.astro')
      .map((file) => resolve(ROOT, 'src/components', file));
    expect(unstyled([...files, ...astro, resolve(ROOT, 'src/layouts/BaseLayout.astro')], [])).toEqual([]);
    // The layout wraps a member page in the member area only where it shows the member navigation.
    const memberArea = ['src/components/MemberNav.astro', 'src/layouts/ShellLayout.astro'].map((file) => resolve(ROOT, file));
    expect(unstyled(memberArea, ['member-nav'])).toEqual([]);
  });

  it('puts the member navigation’s sheet first on a member page, and nothing of another island’s', () => {
    expect(pageSheets('myCoupons', true)).toEqual(['member-nav', 'coupon']);
    expect(pageSheets('shop', false)).toEqual(['session-timer', 'shop']);
    expect(pageSheets(undefined, false)).toEqual([]);
  });
});
