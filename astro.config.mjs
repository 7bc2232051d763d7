// @ts-check
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { browserRouteTable } from './src/lib/build/browser-route-table.ts';
import { browserRoutes } from './src/lib/build/browser-routes.ts';
import { browserTables } from './src/lib/build/browser-tables.ts';
import { criticalStyles } from './src/lib/build/critical-styles.ts';
import { ENTRY_GROUPS, entryGroupChunks, fileGroupChunks } from './src/lib/build/entry-groups.ts';
import { islandMarkup } from './src/lib/build/island-markup.ts';
import { islandRuntimeFile } from './src/lib/build/island-runtime-file.ts';
import { shorterPreloadLists } from './src/lib/build/preload-lists.ts';

/**
 * `client:painted`, which RouteIsland.astro hydrates a route's island with (src/lib/browser/after-first-paint.ts).
 * @type {import('astro').AstroIntegration}
 */
const afterFirstPaint = {
  name: 'after-first-paint',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('./src/lib/browser/after-first-paint.ts', import.meta.url)) }),
  },
};

// The page tree is prerendered for every site and language. Only /api is on
// demand, for `astro dev` (through the Node adapter, whose entry the build still
// writes): the bundled server (src/server/web) serves the built pages itself,
// following the routing rules of spec 2, and hands /api straight to the Hono app.
export default defineConfig({
  base: '/tk',
  trailingSlash: 'ignore',
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), afterFirstPaint, islandRuntimeFile(), islandMarkup(), criticalStyles()],
  build: { format: 'directory', inlineStylesheets: 'never' },
  // Pages under /s/ are the same tree; the server decides which base a request uses.
  prefetch: false,
  devToolbar: { enabled: false },
  security: {
    // The API's own CSRF guard answers with the failure envelope; Astro's would answer plain text.
    checkOrigin: false,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
    },
  },
  vite: {
    plugins: [browserRoutes(), browserTables(), browserRouteTable(), shorterPreloadLists([ENTRY_GROUPS[0].name, 'rolldown-runtime'])],
    build: {
      assetsInlineLimit: 0,
      // One chunk for the shell every page loads, rather than a request for each small module it shares.
      rolldownOptions: { output: { codeSplitting: { groups: [...fileGroupChunks(), ...entryGroupChunks()] } } },
    },
  },
});
