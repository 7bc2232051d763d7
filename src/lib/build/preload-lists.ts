import type { Plugin } from 'vite';

/** A file of the client build (`_astro/shell.CWaR3oYC.js`) is one of the chunks named (`shell`). */
const isChunkOf = (file: string, names: ReadonlySet<string>) => names.has(file.split('/').pop()?.split('.')[0] ?? '');

/** The files a part loaded on use asks the browser to fetch beside it, without those every page has loaded already. */
export function preloadsToAsk(deps: readonly string[], loadedByEveryPage: readonly string[]): string[] {
  const loaded = new Set(loadedByEveryPage);
  return deps.filter((file) => !isChunkOf(file, loaded));
}

/**
 * Each `import()` of the client build carries the list of files its part needs, so that the browser fetches them side
 * by side; the chunks every page loads as it starts (the shell group's, the bundler's runtime) are on the list of
 * every part, and so in every chunk that loads one, for nothing. The browser build leaves them out.
 */
export function shorterPreloadLists(loadedByEveryPage: readonly string[]): Plugin {
  return {
    name: 'shorter-preload-lists',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return { build: { modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => preloadsToAsk(deps, loadedByEveryPage) } } };
    },
  };
}
