import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup, CodeSplittingNameFunction, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { ENTRY_GROUPS, entryGroupChunks, fileGroupChunks } from '../../../src/lib/build/entry-groups.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const at = (file: string) => resolve(ROOT, file);

/** A module graph as the bundler shows it while chunking: each module's static importers (and those that load it on use). */
function graph(importers: Record<string, readonly string[]>, loaders: Record<string, readonly string[]> = {}): ChunkingContext {
  return {
    getModuleInfo: (id) => {
      const found = importers[id];
      return found ? ({ id, importers: [...found], dynamicImporters: [...(loaders[id] ?? [])] } as unknown as ModuleInfo) : null;
    },
  };
}

const nameOf = (group: CodeSplittingGroup, id: string, ctx: ChunkingContext) => (group.name as CodeSplittingNameFunction)(id, ctx);

const SHELL = { name: 'shell', entries: ['src/islands/Menu.tsx', 'src/layouts/Layout.astro'] };
const KIT = { name: 'kit', entries: ['src/islands/SearchBox.tsx'], smallSharedModules: 1500 };

describe('the entry groups of the build', () => {
  it('puts what a shell entry or a layout script imports in the shell chunk', () => {
    const ctx = graph({
      [at('src/islands/Menu.tsx')]: [],
      [`${at('src/layouts/Layout.astro')}?astro&type=script&index=0&lang.ts`]: [],
      [at('src/stores/user.ts')]: [at('src/islands/Menu.tsx')],
      [at('src/lib/page-guard.ts')]: [`${at('src/layouts/Layout.astro')}?astro&type=script&index=0&lang.ts`],
    });
    const [shell] = entryGroupChunks([SHELL]);
    expect(nameOf(shell, at('src/stores/user.ts'), ctx)).toBe('shell');
    expect(nameOf(shell, at('src/lib/page-guard.ts'), ctx)).toBe('shell');
    expect(nameOf(shell, at('src/islands/Menu.tsx'), ctx)).toBeNull();
  });

  it('takes the modules of the entries it is given into the chunk, and leaves the other entries their own files', () => {
    const ctx = graph({
      [at('src/islands/Menu.tsx')]: [],
      [`${at('src/layouts/Layout.astro')}?astro&type=script&index=0&lang.ts`]: [],
    });
    const [shell] = entryGroupChunks([{ ...SHELL, entriesTaken: ['src/islands/Menu.tsx'] }]);
    expect(nameOf(shell, at('src/islands/Menu.tsx'), ctx)).toBe('shell');
    expect(nameOf(shell, `${at('src/layouts/Layout.astro')}?astro&type=script&index=0&lang.ts`, ctx)).toBeNull();
  });

  it("leaves out what only a layout's front matter imports: that code runs where the page is rendered", () => {
    const ctx = graph({
      [at('src/layouts/Layout.astro')]: [],
      [at('src/components/island-props.ts')]: [at('src/layouts/Layout.astro')],
      [at('src/domain/search-box.ts')]: [at('src/components/island-props.ts'), at('src/islands/SearchBox.tsx')],
      [at('src/islands/SearchBox.tsx')]: [],
    });
    const [shell] = entryGroupChunks([SHELL]);
    expect(nameOf(shell, at('src/domain/search-box.ts'), ctx)).toBeNull();
  });

  it('takes into a small-module group only what another entry imports too, and only small modules', () => {
    const ctx = graph({
      [at('src/islands/SearchBox.tsx')]: [],
      [at('src/islands/Passengers.tsx')]: [],
      [at('src/ui/SelectField.tsx')]: [at('src/islands/SearchBox.tsx'), at('src/islands/Passengers.tsx')],
      [at('src/ui/FieldFrame.tsx')]: [at('src/ui/SelectField.tsx')],
      [at('src/islands/TripTypeChoice.tsx')]: [at('src/islands/SearchBox.tsx')],
    });
    const [kit] = entryGroupChunks([KIT]);
    expect(kit.maxModuleSize).toBe(1500);
    expect(nameOf(kit, at('src/ui/SelectField.tsx'), ctx)).toBe('kit');
    expect(nameOf(kit, at('src/ui/FieldFrame.tsx'), ctx)).toBe('kit');
    expect(nameOf(kit, at('src/islands/TripTypeChoice.tsx'), ctx)).toBeNull();
  });

  it('takes into a small-module group only what each of its partner entries imports too', () => {
    const ctx = graph({
      [at('src/islands/SearchBox.tsx')]: [],
      [at('src/islands/Passengers.tsx')]: [],
      [at('src/islands/Alerts.tsx')]: [],
      [at('src/ui/DatePicker.tsx')]: [at('src/islands/SearchBox.tsx'), at('src/islands/Passengers.tsx')],
      [at('src/islands/PassengerSteppers.tsx')]: [at('src/islands/SearchBox.tsx'), at('src/islands/Alerts.tsx')],
    });
    const [kit] = entryGroupChunks([{ ...KIT, sharedWith: ['src/islands/Passengers.tsx'] }]);
    expect(nameOf(kit, at('src/ui/DatePicker.tsx'), ctx)).toBe('kit');
    expect(nameOf(kit, at('src/islands/PassengerSteppers.tsx'), ctx)).toBeNull();
  });

  it('takes into a group for a few pages only what its partner imports too and no other page loads, statically or on use', () => {
    const ctx = graph(
      {
        [at('src/islands/SearchBox.tsx')]: [],
        [at('src/islands/Alerts.tsx')]: [],
        [at('src/islands/Passengers.tsx')]: [],
        [at('src/islands/Results.tsx')]: [],
        [at('src/islands/search-labels.ts')]: [at('src/islands/SearchBox.tsx'), at('src/islands/Alerts.tsx')],
        [at('src/islands/FlightList.tsx')]: [at('src/islands/SearchBox.tsx')],
        [at('src/ui/CityField.tsx')]: [at('src/islands/SearchBox.tsx'), at('src/islands/Alerts.tsx')],
        [at('src/ui/Autocomplete.tsx')]: [at('src/ui/CityField.tsx'), at('src/islands/Passengers.tsx')],
        [at('src/stores/search-box.ts')]: [at('src/islands/SearchBox.tsx'), at('src/islands/Alerts.tsx'), at('src/islands/alert-link.ts')],
        [at('src/islands/alert-link.ts')]: [],
      },
      { [at('src/islands/alert-link.ts')]: [at('src/islands/Results.tsx')] },
    );
    const [ownFiles, kit] = entryGroupChunks([{ name: 'kit', entries: ['src/islands/SearchBox.tsx'], sharedWith: ['src/islands/Alerts.tsx'], onlyFor: [] }]);
    expect(nameOf(kit, at('src/islands/search-labels.ts'), ctx)).toBe('kit');
    expect(nameOf(kit, at('src/ui/CityField.tsx'), ctx)).toBe('kit');
    expect(nameOf(kit, at('src/islands/FlightList.tsx'), ctx)).toBeNull();
    expect(nameOf(kit, at('src/ui/Autocomplete.tsx'), ctx)).toBeNull();
    expect(nameOf(kit, at('src/stores/search-box.ts'), ctx)).toBeNull();
    // What the kit's modules import and other pages load keeps a file of its own, taken before the kit.
    expect(nameOf(ownFiles, at('src/ui/Autocomplete.tsx'), ctx)).toBe('Autocomplete');
    expect(nameOf(ownFiles, at('src/islands/FlightList.tsx'), ctx)).toBeNull();
    expect(ownFiles.priority).toBeGreaterThan(kit.priority ?? 0);
  });

  it("answers each build from its own module graph: the server's operation modules import schemas the browser's do not", () => {
    const server = graph({
      [at('src/islands/Menu.tsx')]: [],
      [at('src/stores/user.ts')]: [at('src/islands/Menu.tsx')],
      [at('src/domain/api/member-session.ts')]: [at('src/stores/user.ts')],
      [at('src/domain/member/session-schemas.ts')]: [at('src/domain/api/member-session.ts')],
    });
    const browser = graph({
      [at('src/islands/Menu.tsx')]: [],
      [at('src/islands/LoginBox.tsx')]: [],
      [at('src/stores/user.ts')]: [at('src/islands/Menu.tsx')],
      [at('src/domain/api/member-session.ts')]: [at('src/stores/user.ts')],
      [at('src/domain/member/session-schemas.ts')]: [at('src/islands/LoginBox.tsx')],
    });
    const [shell] = entryGroupChunks([SHELL]);
    expect(nameOf(shell, at('src/domain/member/session-schemas.ts'), server)).toBe('shell');
    expect(nameOf(shell, at('src/domain/member/session-schemas.ts'), browser)).toBeNull();
  });

  it('answers for a module under a ladder of shared modules, with more paths to it than could be walked one by one', () => {
    // Each rung's two modules import both of the rung below: 2^60 paths from the menu to the bottom, and from a page
    // the menu does not import.
    const rungs = 60;
    const name = (rung: number, side: string) => at(`src/lib/rung-${rung}-${side}.ts`);
    const importers: Record<string, string[]> = { [at('src/islands/Menu.tsx')]: [], [at('src/islands/Other.tsx')]: [] };
    for (let rung = 0; rung < rungs; rung++) {
      const above = rung === 0 ? [at('src/islands/Menu.tsx')] : [name(rung - 1, 'a'), name(rung - 1, 'b')];
      const aboveOther = rung === 0 ? [at('src/islands/Other.tsx')] : [name(rung - 1, 'c'), name(rung - 1, 'd')];
      for (const side of ['a', 'b']) importers[name(rung, side)] = above;
      for (const side of ['c', 'd']) importers[name(rung, side)] = aboveOther;
    }
    const ctx = graph(importers);
    const [shell] = entryGroupChunks([SHELL]);
    expect(nameOf(shell, name(rungs - 1, 'a'), ctx)).toBe('shell');
    expect(nameOf(shell, name(rungs - 1, 'c'), ctx)).toBeNull();
    expect(nameOf(shell, name(rungs - 2, 'd'), ctx)).toBeNull();
  });

  it('follows a cycle of imports to an entry above it, and takes no module of a cycle no entry imports', () => {
    const ctx = graph({
      [at('src/islands/Menu.tsx')]: [],
      [at('src/lib/a.ts')]: [at('src/lib/b.ts')],
      [at('src/lib/b.ts')]: [at('src/lib/a.ts'), at('src/lib/c.ts')],
      [at('src/lib/c.ts')]: [at('src/lib/b.ts'), at('src/islands/Menu.tsx')],
      [at('src/lib/x.ts')]: [at('src/lib/y.ts')],
      [at('src/lib/y.ts')]: [at('src/lib/x.ts')],
    });
    const [shell] = entryGroupChunks([SHELL]);
    expect(nameOf(shell, at('src/lib/x.ts'), ctx)).toBeNull();
    expect(nameOf(shell, at('src/lib/a.ts'), ctx)).toBe('shell');
    expect(nameOf(shell, at('src/lib/b.ts'), ctx)).toBe('shell');
    expect(nameOf(shell, at('src/lib/y.ts'), ctx)).toBeNull();
  });

  it('leaves a named module to a file of its own, taken before the group, though both its pages import it', () => {
    const ctx = graph({
      [at('src/islands/Passengers.tsx')]: [],
      [at('src/islands/Extras.tsx')]: [],
      [at('src/stores/funnel.ts')]: [at('src/islands/Passengers.tsx'), at('src/islands/Extras.tsx')],
      [at('src/domain/api/operation.ts')]: [at('src/stores/funnel.ts'), at('src/islands/Passengers.tsx'), at('src/islands/Extras.tsx')],
    });
    const [leftFiles, funnel] = entryGroupChunks([
      { name: 'funnel', entries: ['src/islands/Passengers.tsx'], sharedWith: ['src/islands/Extras.tsx'], leaveOut: ['src/domain/api/operation.ts'] },
    ]);
    expect(nameOf(funnel, at('src/stores/funnel.ts'), ctx)).toBe('funnel');
    expect(nameOf(funnel, at('src/domain/api/operation.ts'), ctx)).toBeNull();
    // The bundler would otherwise take it into the group with the funnel's store, which imports it.
    expect(nameOf(leftFiles, at('src/domain/api/operation.ts'), ctx)).toBe('operation');
    expect(nameOf(leftFiles, at('src/stores/funnel.ts'), ctx)).toBeNull();
    expect(leftFiles.priority).toBeGreaterThan(funnel.priority ?? 0);
  });

  it('gives the first group the higher priority, so that a module both would take goes to the shell', () => {
    const [shell, kit] = entryGroupChunks([SHELL, KIT]);
    expect(shell.priority).toBeGreaterThan(kit.priority ?? 0);
  });

  it('puts the named modules of a file group, query and all, in one chunk, after every entry group', () => {
    const ctx = graph({});
    const [idle] = fileGroupChunks([{ name: 'idle', modules: ['src/stores/user.ts', 'node_modules/js-cookie/dist/js.cookie.mjs'] }]);
    const named = (id: string) => (idle.name as (id: string, ctx: ChunkingContext) => string | null)(id, ctx);
    expect(named(at('src/stores/user.ts'))).toBe('idle');
    expect(named(at('node_modules/js-cookie/dist/js.cookie.mjs'))).toBe('idle');
    expect(named(`${at('src/stores/user.ts')}?v=1`)).toBe('idle');
    expect(named(at('src/stores/locale.ts'))).toBeNull();
    expect(idle.priority).toBeLessThan(Math.min(...entryGroupChunks(ENTRY_GROUPS).map((group) => group.priority ?? 0)));
  });
});
