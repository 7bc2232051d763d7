import { resolve } from 'node:path';
import { loadConfig, publicOrigin } from '../config/config.ts';
import { appListener } from '../http/api-listener.ts';
import { startRuntime } from '../runtime.ts';
import { createWebServer } from '../web/web-server.ts';
import { buildIfNeeded } from './build-if-needed.ts';
import { prepareFirstStartApart } from './first-start.ts';
import { stopOnSignals } from './graceful-stop.ts';
import { settleOnceListening } from './once-listening.ts';

/**
 * `npm start`: builds the storefront when its sources changed, opens and migrates
 * the database (seeding demo data on first run) and serves pages and API on one port.
 * `--no-build` serves the existing build as it is.
 */
async function main(): Promise<void> {
  const root = process.cwd();
  if (!process.argv.includes('--no-build')) buildIfNeeded(root);
  const config = loadConfig(process.env);
  await prepareFirstStartApart(config);
  const runtime = await startRuntime(config, { servesDemoIdp: true });
  const server = createWebServer({
    clientDir: resolve(root, 'dist/client'),
    api: appListener(runtime.api.fetch, runtime.logger),
    logger: runtime.logger,
    trustedProxies: config.TRUST_PROXY,
    https: publicOrigin(config).startsWith('https://'),
    demoIdp: runtime.demoIdp,
  });
  server.listen(config.PORT, config.HOST, () => {
    settleOnceListening(server);
    console.log(`Storefront ready on http://${config.HOST}:${config.PORT}/tk/`);
    if (runtime.demoLogins.length > 0) console.log(`Demo logins (demo data only):\n  ${runtime.demoLogins.join('\n  ')}`);
  });
  stopOnSignals(server, runtime, runtime.logger);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
