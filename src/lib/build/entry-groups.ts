import { basename, resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A chunk of its own for what some entries import statically (at any depth). */
interface EntryGroup {
  readonly name: string;
  readonly entries: readonly string[];
  /**
   * Only the small modules (at most this many bytes, as the bundler measures them) that other entries import too:
   * what would otherwise travel as a file each, shared in some other combination with every other page.
   */
  readonly smallSharedModules?: number;
  /**
   * Only the modules each of these entries imports too (at any depth); with `smallSharedModules` and without it, any
   * other entry's import would do. Every page that loads the group carries all of it, so it holds only what each of
   * those pages runs.
   */
  readonly sharedWith?: readonly string[];
  /**
   * Only the modules no other entries load but these, the group's own and `sharedWith` (statically, or through a part
   * they load on use): what the pages of those entries share with no other page. What such a module imports that
   * other pages load too keeps a file of its own, which the bundler would otherwise take into the group's chunk, and
   * those pages would load all of it.
   */
  readonly onlyFor?: readonly string[];
  /**
   * Entries whose own module the chunk takes too: islands whose module only defines them, so that a page that loads
   * the chunk without hydrating one runs nothing of it. The page still names each island by a file of its own, a line
   * that re-exports it from the chunk.
   */
  readonly entriesTaken?: readonly string[];
  /**
   * Modules the group never takes, though its entries import them: what pages far from the group's own import as
   * well (a page that loads one module of the chunk loads all of it).
   */
  readonly leaveOut?: readonly string[];
}

/**
 * The groups, the first the most urgent. `shell`: what every shell page hydrates (the header's user menu, the site chooser,
 * the dialogs host, the layouts' scripts); every page of the tree loads it anyway, so it may travel as one file, where
 * the bundler alone cuts it into some thirty files of a kilobyte or less, each a request. It takes the three islands'
 * own modules too, each a file of their own otherwise (which now re-exports the island from the chunk): every page
 * with a header loads some 0.4 KB less, and the pages without one (results opened from a link, the award results)
 * carry the menu and the chooser they do not hydrate, some 0.7 KB.
 */
export const ENTRY_GROUPS: readonly EntryGroup[] = [
  {
    name: 'shell',
    entries: [
      'src/islands/login/UserMenu.tsx',
      'src/islands/site-chooser/SiteChooser.tsx',
      'src/islands/ui-host/UiHost.tsx',
      'src/components/SiteErrorPage.astro',
      'src/layouts/ShellLayout.astro',
    ],
    entriesTaken: ['src/islands/login/UserMenu.tsx', 'src/islands/site-chooser/SiteChooser.tsx', 'src/islands/ui-host/UiHost.tsx'],
  },
  {
    // The search page is where most visits start. The form pieces its search box shares with the passengers page
    // (fields, the date picker, passenger types, the calendar's arithmetic) are a kilobyte or less each once
    // compressed; as one file, both pages make fewer requests. A page that loads the kit for one piece carries the
    // others (under 3 KB in all), so pieces of the search box only (its passenger steppers, the city list) stay out:
    // the passengers page would carry them too.
    name: 'form-kit',
    entries: ['src/islands/search/SearchBox.tsx'],
    smallSharedModules: 4000,
    sharedWith: ['src/islands/passengers/PassengersIsland.tsx'],
  },
  {
    // What the search box shares with the low-fare alert page's form (the search form's model and store, the
    // passenger steppers, the words, the city field), as one file where the bundler cuts it into two; the autocomplete
    // and the passenger rules, which other pages load too, keep their own.
    name: 'search-kit',
    entries: ['src/islands/search/SearchBox.tsx'],
    sharedWith: ['src/islands/low-price/LowFareAlertsPage.tsx'],
    onlyFor: ['src/islands/mileage/MileageSearch.tsx', 'src/islands/demo/LowFareDemo.tsx', 'src/islands/demo/ComponentDemo.tsx'],
  },
  {
    // What the passengers and extras pages both import (the funnel's store and its checks, the price lines, the
    // contact form's pieces, the API client), as one file. The bundler alone cut it into a file for each set of pages
    // that load a module: the passengers page ran 47 script files as it started, the extras page 38, each a request
    // and tasks of its own to fetch, compile and run, which Lighthouse counted as blocking time. As one file, those
    // pages, the results page and award booking run 8 to 15 fewer files and up to 2.5 KB less; the member pages that
    // load some of its modules carry the rest too, up to 5.6 KB, in fewer files as well. The operations' routes
    // (operation.ts) stay apart: the social-login pages' one script needs them and nothing else of the funnel's.
    name: 'funnel-kit',
    entries: ['src/islands/passengers/PassengersIsland.tsx'],
    sharedWith: ['src/islands/addition/AdditionIsland.tsx'],
    leaveOut: ['src/domain/api/operation.ts'],
  },
];

/** A module's file without the query Vite adds to an Astro component's scripts. */
const fileOf = (id: string) => id.split('?')[0];

/**
 * An Astro component's own module (not one of its scripts): its front matter runs where the page is rendered, so
 * what it imports reaches the browser only through some other importer.
 */
const isServerComponent = (id: string) => id.endsWith('.astro');

/**
 * Whether a module is imported statically, at any depth, by one of the entries (and is not one of them). `known`
 * keeps the answers the walks have made sure of, for the group's later questions: every module on a path from an
 * entry is reached, and when a walk finds no entry, it has seen every importer of each module it passed, at any
 * depth, so none of those is reached either. A module is walked once per question, never once per path: the module
 * graph of a whole build has far too many paths for that.
 */
function importedBy(entries: ReadonlySet<string>, ctx: ChunkingContext, id: string, known: Map<string, boolean>): boolean {
  if (entries.has(fileOf(id))) return false;
  const seen = new Set<string>();
  const reached = (at: string): boolean => {
    const sure = known.get(at);
    if (sure !== undefined) return sure;
    if (isServerComponent(at) || seen.has(at)) return false;
    if (entries.has(fileOf(at))) return true;
    seen.add(at);
    const answer = (ctx.getModuleInfo(at)?.importers ?? []).some(reached);
    if (answer) known.set(at, true);
    return answer;
  };
  const answer = reached(id);
  if (!answer) for (const at of seen) known.set(at, false);
  return answer;
}

/** Whether a module is imported statically, at any depth, from an entry of the build other than the given ones. */
function importedElsewhere(entries: ReadonlySet<string>, ctx: ChunkingContext, id: string): boolean {
  const seen = new Set<string>();
  const visit = (at: string): boolean => {
    if (seen.has(at) || isServerComponent(at) || entries.has(fileOf(at))) return false;
    seen.add(at);
    const importers = ctx.getModuleInfo(at)?.importers ?? [];
    // A module nothing imports statically is an entry of its own: an island, a script, or a part loaded on use.
    return (at !== id && importers.length === 0) || importers.some(visit);
  };
  return visit(id);
}

/**
 * Whether a module is loaded by an entry other than the given ones: imported statically at any depth, or by a part
 * loaded on use (a module nothing imports statically) that is. Asked only of the few modules a group would take.
 */
function loadedElsewhere(allowed: ReadonlySet<string>, ctx: ChunkingContext, id: string): boolean {
  const seen = new Set<string>();
  const visit = (at: string): boolean => {
    if (seen.has(at) || isServerComponent(at) || allowed.has(fileOf(at))) return false;
    seen.add(at);
    const info = ctx.getModuleInfo(at);
    const importers = info?.importers ?? [];
    if (importers.length > 0) return importers.some(visit);
    const loaders = info?.dynamicImporters ?? [];
    return loaders.length === 0 || loaders.some(visit);
  };
  return visit(id);
}

/** A module's chunk name as the bundler gives it: its file's name without the extension. */
const chunkNameOf = (id: string) => basename(fileOf(id)).replace(/\.[^.]*$/, '');

/** What the walks of one build have made sure of: a module's answer, and which modules the entries reach. */
interface BuildAnswers {
  readonly captured: Map<string, boolean>;
  readonly reachedByEntries: Map<string, boolean>;
  /** Per entry of `sharedWith`, in its order. */
  readonly reachedByPartners: readonly Map<string, boolean>[];
}

/**
 * The code-splitting groups of the build, one per entry group, the first the most urgent: a module goes to the first
 * group one of whose entries imports it statically, else to the bundler's own splitting. Modules loaded through
 * import() on use keep their own files, and so does each entry not in `entriesTaken`: its top-level code (a script's
 * call, say) runs only on the pages that load it.
 */
/** A file made of a few named modules, each loaded with the others wherever one of them is. */
interface FileGroup {
  readonly name: string;
  readonly modules: readonly string[];
}

/**
 * `idle-shell`: what the shell loads once the page is idle, the check of who the visitor is and the stored site and
 * language with the cookie library. The bundler would cut it into three files of a kilobyte or less, each a request
 * on the search page's first load; a page that loads one of them as it starts (a member page, the award search)
 * carries the others, under 1 KB.
 */
export const FILE_GROUPS: readonly FileGroup[] = [
  {
    name: 'idle-shell',
    modules: ['src/stores/user.ts', 'src/lib/browser/locale-storage.ts', 'node_modules/js-cookie/dist/js.cookie.mjs'],
  },
];

/** The groups of FILE_GROUPS, after every entry group, which takes first what it shares with them. */
export function fileGroupChunks(groups: readonly FileGroup[] = FILE_GROUPS, priority = 0): CodeSplittingGroup[] {
  return groups.map((group) => {
    const modules = new Set(group.modules.map((file) => resolve(ROOT, file)));
    return { name: (id: string) => (modules.has(fileOf(id)) ? group.name : null), priority };
  });
}

export function entryGroupChunks(groups: readonly EntryGroup[] = ENTRY_GROUPS): CodeSplittingGroup[] {
  return groups.flatMap((group, index) => {
    const entries = new Set(group.entries.map((file) => resolve(ROOT, file)));
    const taken = new Set((group.entriesTaken ?? []).map((file) => resolve(ROOT, file)));
    const left = new Set((group.leaveOut ?? []).map((file) => resolve(ROOT, file)));
    const partners = group.sharedWith?.map((file) => new Set([resolve(ROOT, file)]));
    const allowed = group.onlyFor && new Set([...entries, ...[...group.onlyFor, ...(group.sharedWith ?? [])].map((file) => resolve(ROOT, file))]);
    // One config serves the server's builds and the browser's, whose module graphs differ (the browser's operation
    // modules import no schemas), so what a walk learnt holds only for the build that asked.
    const answersPerBuild = new WeakMap<ChunkingContext, BuildAnswers>();
    const answersOf = (ctx: ChunkingContext): BuildAnswers => {
      let answers = answersPerBuild.get(ctx);
      if (!answers) {
        answers = { captured: new Map(), reachedByEntries: new Map(), reachedByPartners: (partners ?? []).map(() => new Map()) };
        answersPerBuild.set(ctx, answers);
      }
      return answers;
    };
    const shared = (id: string, ctx: ChunkingContext, answers: BuildAnswers) =>
      partners ? partners.every((partner, at) => importedBy(partner, ctx, id, answers.reachedByPartners[at])) : importedElsewhere(entries, ctx, id);
    const captures = (id: string, ctx: ChunkingContext): boolean => {
      const answers = answersOf(ctx);
      let answer = answers.captured.get(id);
      if (answer === undefined) {
        answer =
          !left.has(fileOf(id)) &&
          importedBy(entries, ctx, id, answers.reachedByEntries) &&
          ((group.smallSharedModules === undefined && !partners) || shared(id, ctx, answers)) &&
          !(allowed && loadedElsewhere(allowed, ctx, id));
        answers.captured.set(id, answer);
      }
      return answer;
    };
    const priority = groups.length - index;
    const chunk: CodeSplittingGroup = {
      name: (id: string, ctx: ChunkingContext) => (taken.has(fileOf(id)) || captures(id, ctx) ? group.name : null),
      ...(group.smallSharedModules === undefined ? {} : { maxModuleSize: group.smallSharedModules }),
      priority,
    };
    if (!allowed && left.size === 0) return [chunk];
    // Taken just before the group, each into a file of its own, which the bundler would otherwise take into the group
    // with the modules that import them: the modules it leaves out, and (onlyFor) what its modules import that it does
    // not take.
    const importedByGroup = (id: string, ctx: ChunkingContext) =>
      !entries.has(fileOf(id)) && !captures(id, ctx) && (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => captures(importer, ctx));
    const ownFiles: CodeSplittingGroup = {
      name: (id: string, ctx: ChunkingContext) => (left.has(fileOf(id)) || (allowed && importedByGroup(id, ctx)) ? chunkNameOf(id) : null),
      priority: priority + 0.5,
    };
    return [ownFiles, chunk];
  });
}
