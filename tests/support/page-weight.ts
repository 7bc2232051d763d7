import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a built page costs a visitor, gzipped: its JavaScript at load and once every lazy part is used, CSS, HTML. */
export interface PageWeight {
  /** The page's path below the client folder, as /tk/… serves it. */
  readonly page: string;
  readonly js: number;
  /** How many script files the page loads before it is used: each a request. */
  readonly scripts: number;
  /** JavaScript with the parts the page loads when first used. */
  readonly jsWithLazy: number;
  readonly css: number;
  readonly html: number;
}

/** Every HTML file of a built page tree (without the build's own assets). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Weighs the pages of one built client folder (Astro's dist/client); files are read and gzipped once. */
export function pageWeigher(client: string): (file: string) => PageWeight {
  const gzipCache = new Map<string, number>();
  const gzipped = (path: string) => {
    let size = gzipCache.get(path);
    if (size === undefined) {
      size = gzipSync(readFileSync(path)).length;
      gzipCache.set(path, size);
    }
    return size;
  };
  const assetPath = (url: string) => join(client, url.replace(/^\/tk\//, ''));
  const importsCache = new Map<string, { statics: string[]; dynamics: string[] }>();
  const importsOf = (entry: string) => {
    let found = importsCache.get(entry);
    if (!found) {
      const code = readFileSync(entry, 'utf8');
      const paths = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => resolve(dirname(entry), match[1]));
      found = {
        statics: paths(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g),
        dynamics: paths(/import\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g),
      };
      importsCache.set(entry, found);
    }
    return found;
  };
  /** A script and every module it imports: statically (loaded with the page), or with `lazy` also through import(). */
  const scriptClosure = (entry: string, lazy: boolean, seen: Set<string>): Set<string> => {
    if (seen.has(entry)) return seen;
    seen.add(entry);
    const { statics, dynamics } = importsOf(entry);
    for (const path of lazy ? [...statics, ...dynamics] : statics) scriptClosure(path, lazy, seen);
    return seen;
  };
  return (file) => {
    const html = readFileSync(file, 'utf8');
    const entries = [
      ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => assetPath(m[1])),
      ...[...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => assetPath(m[1])),
    ];
    const closure = (lazy: boolean) => entries.reduce((all, entry) => scriptClosure(entry, lazy, all), new Set<string>());
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
    const inlineBytes = inline ? gzipSync(inline).length : 0;
    const bytes = (scripts: Set<string>) => [...scripts].reduce((sum, path) => sum + gzipped(path), 0) + inlineBytes;
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].reduce((sum, m) => sum + gzipped(assetPath(m[1])), 0);
    const atLoad = closure(false);
    return {
      page: `/tk/${relative(client, file)}`,
      js: bytes(atLoad),
      scripts: atLoad.size,
      jsWithLazy: bytes(closure(true)),
      css,
      html: gzipSync(html).length,
    };
  };
}
