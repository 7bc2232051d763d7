import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup, CodeSplittingNameFunction, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { entryGroupChunks } from '../../../src/lib/build/entry-groups.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const at = (file: string) => resolve(ROOT, file);

/** A module graph as the bundler shows it while chunking: each module's static importers. */
function graph(importers: Record<string, readonly string[]>): ChunkingContext {
  return {
    getModuleInfo: (id) => {
      const found = importers[id];
      return found ? ({ id, importers: [...found] } as unknown as ModuleInfo) : null;
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

  it('gives the first group the higher priority, so that a module both would take goes to the shell', () => {
    const [shell, kit] = entryGroupChunks([SHELL, KIT]);
    expect(shell.priority).toBeGreaterThan(kit.priority ?? 0);
  });
});
