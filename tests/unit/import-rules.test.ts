import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** What each layer may not import, and why (ARCHITECTURE.md draws the same rules). */
const RULES: readonly { layer: string; forbidden: readonly string[]; why: string }[] = [
  {
    layer: 'src/domain/',
    forbidden: ['src/server/', 'src/islands/', 'src/stores/', 'src/lib/', 'src/ui/', 'src/components/', 'src/layouts/', 'src/pages/'],
    why: 'the domain is pure TypeScript that both ends import',
  },
  { layer: 'src/islands/', forbidden: ['src/server/'], why: 'islands run in the browser and reach the server only through the API' },
  { layer: 'src/stores/', forbidden: ['src/server/', 'src/islands/'], why: 'stores run in the browser and hold no component' },
  { layer: 'src/ui/', forbidden: ['src/server/', 'src/islands/'], why: 'shared components know nothing of features or the server' },
  { layer: 'src/lib/browser/', forbidden: ['src/server/', 'src/islands/'], why: 'page code runs in the browser' },
  {
    layer: 'src/lib/routing/',
    forbidden: ['src/server/', 'src/islands/', 'src/stores/', 'src/ui/'],
    why: 'routing serves the pages, the server and the guards alike',
  },
  { layer: 'src/lib/i18n/', forbidden: ['src/server/', 'src/islands/', 'src/stores/', 'src/ui/'], why: 'messages serve the pages and the server alike' },
  { layer: 'src/lib/api/', forbidden: ['src/server/', 'src/islands/', 'src/stores/', 'src/ui/'], why: 'the API client is browser code below the stores' },
  {
    layer: 'src/server/',
    forbidden: ['src/islands/', 'src/stores/', 'src/ui/', 'src/lib/browser/', 'src/lib/api/', 'src/components/', 'src/layouts/', 'src/pages/'],
    why: 'the server knows the pages only through the domain and the route table',
  },
];

/** Packages that only the server may use. */
const SERVER_PACKAGES = ['hono', '@hono/', 'pg', 'drizzle-orm', '@electric-sql/pglite', 'nodemailer', '@node-rs/argon2', 'openid-client'];
const BROWSER_LAYERS = ['src/domain/', 'src/islands/', 'src/stores/', 'src/ui/', 'src/lib/browser/', 'src/lib/api/'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every module a file imports: static, dynamic, type-only and re-exports. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g), ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  const bare = [...text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)];
  return [...found, ...bare].map((match) => match[1]);
}

const files = sourceFiles('src');
const edges = files.flatMap((file) =>
  importsOf(file).map((specifier) => ({
    file,
    specifier,
    target: specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : undefined,
  })),
);

describe('the import rules between layers', () => {
  it('finds the imports it checks', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(edges.some((edge) => edge.file.startsWith('src/islands/') && edge.target?.startsWith('src/domain/'))).toBe(true);
  });

  for (const rule of RULES) {
    it(`keeps ${rule.layer} from importing ${rule.forbidden.join(', ')}: ${rule.why}`, () => {
      const broken = edges
        .filter((edge) => edge.file.startsWith(rule.layer) && edge.target && rule.forbidden.some((layer) => edge.target?.startsWith(layer)))
        .map((edge) => `${edge.file} imports ${edge.specifier}`);
      expect(broken).toEqual([]);
    });
  }

  it('keeps browser code and the domain free of Node modules and server packages', () => {
    const broken = edges
      .filter((edge) => BROWSER_LAYERS.some((layer) => edge.file.startsWith(layer)))
      .filter(
        (edge) =>
          edge.specifier.startsWith('node:') ||
          SERVER_PACKAGES.some(
            (name) => edge.specifier === name || edge.specifier.startsWith(`${name}/`) || (name.endsWith('/') && edge.specifier.startsWith(name)),
          ),
      )
      .map((edge) => `${edge.file} imports ${edge.specifier}`);
    expect(broken).toEqual([]);
  });
});
