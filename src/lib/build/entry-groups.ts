import { resolve } from 'node:path';
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
   * With `smallSharedModules`: only the small modules each of these entries imports too (at any depth), where without
   * it any other entry's import would do. Every page that loads the group carries all of it, so it holds only what
   * each of those pages runs.
   */
  readonly sharedWith?: readonly string[];
}

/**
 * The groups, the first the most urgent. `shell`: what every shell page hydrates (the header's user menu, the site chooser,
 * the dialogs host, the layouts' scripts); every page of the tree loads it anyway, so it may travel as one file, where
 * the bundler alone cuts it into some thirty files of a kilobyte or less, each a request.
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
 * import() on use keep their own files, and so does each entry: its top-level code (a script's call, say) runs only
 * on the pages that load it.
 */
export function entryGroupChunks(groups: readonly EntryGroup[] = ENTRY_GROUPS): CodeSplittingGroup[] {
  return groups.map((group, index) => {
    const entries = new Set(group.entries.map((file) => resolve(ROOT, file)));
    const partners = group.sharedWith?.map((file) => new Set([resolve(ROOT, file)]));
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
    return {
      name: (id: string, ctx: ChunkingContext) => {
        const answers = answersOf(ctx);
        let answer = answers.captured.get(id);
        if (answer === undefined) {
          answer = importedBy(entries, ctx, id, answers.reachedByEntries) && (group.smallSharedModules === undefined || shared(id, ctx, answers));
          answers.captured.set(id, answer);
        }
        return answer ? group.name : null;
      },
      ...(group.smallSharedModules === undefined ? {} : { maxModuleSize: group.smallSharedModules }),
      priority: groups.length - index,
    };
  });
}
