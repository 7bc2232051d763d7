/**
 * The V8 flags every server process runs with: `npm start`, `npm run serve` and `npm run api` pass them in
 * package.json, and the tests and benches that start a server as those scripts do pass them too.
 *
 * `--liftoff-only` keeps PGlite's WebAssembly on V8's baseline compiler. Left to tier up, V8's optimising compiler
 * takes up some of PostgreSQL's largest functions in the first seconds after the server starts, and while it compiles
 * them the process grows by about 450 MB (250 → 750 MB here, two seconds after "ready") before it falls back; the
 * optimised code it keeps holds some 50 MB more for good. A server in a container of 512 MB would be killed at start
 * for it. The order, search and low-fare loads are bound by JavaScript, not by the database's own code: on the
 * baseline code alone they ran as fast as with the optimised code (`npm run bench`).
 *
 * `--max-semi-space-size=16` keeps V8's young generation at the size Node gave it before version 22. Node 24 sizes
 * it by the machine's memory, and on these 24 GB machines let it grow to 128 MB under the order load, so that the
 * server held 440–490 MB as the load ended (250 ten seconds later). Capped, it held 330–345 MB, for about 8% more
 * CPU time per order in scavenges (three runs of each, taken in turn: 9.7 against 9.0 ms).
 *
 * `--import ./src/server/cli/process-setup.mjs` sets what must be set before the server's own code loads: malloc's
 * arenas and Node's module compile cache (see that file).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--liftoff-only', '--max-semi-space-size=16', '--import', './src/server/cli/process-setup.mjs'];
