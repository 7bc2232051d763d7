import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_PROPS } from '../../../src/components/island-props.ts';
import { messagesOf, pickMessages } from '../../../src/lib/i18n/index.ts';
import { ISLAND_MESSAGES, type IslandMessages } from '../../../src/lib/routing/island-messages.ts';
import {
  CAPTCHA_DIALOG_MESSAGES,
  LOGIN_DIALOG_MESSAGES,
  MEMBER_CORNER_MESSAGES,
  MESSAGE_BUNDLES,
  SHELL_DIALOG_MESSAGES,
  shippedNamespaces,
} from '../../../src/lib/routing/message-namespaces.ts';
import { ISLANDS } from '../../../src/lib/routing/route-table.ts';
import { ROUTES } from '../../../src/lib/routing/routes.ts';
import { type KeyUse, keysFor, keyUsesFrom, keyUsesInAstro, ROOT } from './translated-keys.ts';

const EN_KEYS = Object.keys(messagesOf('en'));

/** Which component RouteIsland.astro hydrates for each island name, and the file it imports it from. */
function hydratedIslands(): Map<string, { component: string; file: string; lines: number }> {
  const text = readFileSync(resolve(ROOT, 'src/components/RouteIsland.astro'), 'utf8');
  const imports = new Map([...text.matchAll(/^import (\w+) from '\.\.\/(islands\/[^']+\.tsx)';$/gm)].map(([, component, file]) => [component, `src/${file}`]));
  const found = new Map<string, { component: string; file: string; lines: number }>();
  for (const [, island, component] of text.matchAll(/^\{page\?\.island === '(\w+)' && <(\w+) client:(?:load|painted) \{\.\.\.page\.props\} \/>\}$/gm)) {
    found.set(island, { component, file: imports.get(component) ?? `(no import of ${component})`, lines: (found.get(island)?.lines ?? 0) + 1 });
  }
  return found;
}

/**
 * What is wrong with the keys an island's code asks for, given the namespaces its page ships:
 * a key en.json lacks shows its key on the page; a key outside the namespaces is not in the
 * page's messages, and shows its key too.
 */
function keyProblems(page: string, entry: string, namespaces: readonly string[], follows?: (file: string) => boolean): string[] {
  const shipped = new Set(Object.keys(pickMessages(messagesOf('en'), shippedNamespaces(namespaces))));
  const where = (use: KeyUse) => `${page}: ${use.file}:${use.line} asks for ${use.kind === 'errorCode' ? 'the error code' : 'the key'} '${use.written}'`;
  return keyUsesFrom(entry, follows).flatMap((use) => {
    const keys = keysFor(use, EN_KEYS);
    if (keys.length === 0) return [`${where(use)}, which i18n/en.json does not have`];
    const missing = keys.filter((key) => !shipped.has(key));
    // An error code may be any code the API answers: each must reach the page as its message.
    const covered = missing.length === 0;
    return covered ? [] : [`${where(use)}, but ${missing.join(', ')} is in none of the namespaces it ships (${namespaces.join(', ')})`];
  });
}

/** The namespaces an island has: those its page carries and those of the bundles it fetches. */
const islandNamespaces = (island: IslandMessages) => [...island.messages, ...(island.fetches ?? []).flatMap((bundle) => MESSAGE_BUNDLES[bundle])];

describe('the islands of the routes', () => {
  it('are each built by the registry, and the registry builds only islands that routes name', () => {
    const named = new Set(ROUTES.flatMap((route) => (route.island ? [route.island] : [])));
    expect([...named].sort()).toEqual([...ISLANDS].sort());
    expect(Object.keys(ISLAND_PROPS).sort()).toEqual([...ISLANDS].sort());
  });

  it('are hydrated by RouteIsland.astro, each on one line of its own', () => {
    const hydrated = hydratedIslands();
    expect([...hydrated.keys()].sort()).toEqual([...ISLANDS].sort());
    for (const [island, { lines }] of hydrated) expect(lines, island).toBe(1);
  });

  it('are still missing on the screens not built yet, and only there', () => {
    const without = ROUTES.filter((route) => !route.island).map((route) => route.name);
    expect(without).toEqual([]);
  });

  it('ship only message namespaces that en.json has keys for', () => {
    const declared = [
      ...ROUTES.flatMap((route) =>
        (route.island ? ISLAND_MESSAGES[route.island].messages : []).map((namespace) => ({ page: `route ${route.name}`, namespace })),
      ),
      ...SHELL_DIALOG_MESSAGES.map((namespace) => ({ page: 'shell dialogs', namespace })),
      ...CAPTCHA_DIALOG_MESSAGES.map((namespace) => ({ page: 'captcha dialog', namespace })),
      ...LOGIN_DIALOG_MESSAGES.map((namespace) => ({ page: 'login dialog', namespace })),
      ...MEMBER_CORNER_MESSAGES.map((namespace) => ({ page: 'member corner', namespace })),
    ];
    const empty = declared.filter(({ namespace }) => !EN_KEYS.some((key) => key === namespace || key.startsWith(`${namespace}.`)));
    expect(empty.map(({ page, namespace }) => `${page}: ${namespace}`)).toEqual([]);
  });

  it('ask only for message keys that en.json has and that their route ships', () => {
    const hydrated = hydratedIslands();
    const problems = ROUTES.flatMap((route) => {
      if (!route.island) return [];
      const entry = hydrated.get(route.island)?.file;
      if (!entry) return [`route ${route.name}: RouteIsland.astro does not hydrate ${route.island}`];
      return keyProblems(`route ${route.name}`, entry, islandNamespaces(ISLAND_MESSAGES[route.island]));
    });
    expect(problems).toEqual([]);
    // It parses every island's modules and matches each key against en.json: seconds on a busy machine.
  }, 30_000);

  it('leave the dialogs of every shell page (alerts, captcha) only keys that en.json has and the layout ships or the captcha dialog fetches', () => {
    const host = 'src/islands/ui-host/UiHost.tsx';
    const shipped = [...SHELL_DIALOG_MESSAGES, ...CAPTCHA_DIALOG_MESSAGES];
    expect(keyProblems('shell dialogs', host, shipped, (file) => !file.includes('/islands/login/'))).toEqual([]);
  });

  it('leave the member’s corner of the header only keys that en.json has and its fetched bundle holds', () => {
    expect(keyProblems('member corner', 'src/islands/login/MemberCorner.tsx', MEMBER_CORNER_MESSAGES)).toEqual([]);
  });

  it('leave the login dialog only keys that en.json has and its fetched bundle holds', () => {
    expect(keyProblems('login dialog', 'src/islands/login/LoginDialog.tsx', LOGIN_DIALOG_MESSAGES)).toEqual([]);
  });
});

describe('the Astro pages, components and layouts', () => {
  it('translate only keys that en.json has', () => {
    const files = ['src/components', 'src/layouts', 'src/pages'].flatMap((folder) =>
      readdirSync(resolve(ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.astro'))
        .map((name) => `${folder}/${name}`),
    );
    const uses = files.flatMap(keyUsesInAstro);
    expect(uses.length).toBeGreaterThan(30);
    const unknown = uses.filter((use) => keysFor(use, EN_KEYS).length === 0);
    expect(unknown.map((use) => `${use.file}:${use.line} asks for the key '${use.written}', which i18n/en.json does not have`)).toEqual([]);
  });
});
