import { createServer } from 'node:http';
import { loadConfig } from '../config/config.ts';
import { apiListener } from '../http/api-listener.ts';
import { holdIdleConnections } from '../http/idle-connections.ts';
import { startRuntime } from '../runtime.ts';
import { prepareFirstStartApart } from './first-start.ts';
import { stopOnSignals } from './graceful-stop.ts';
import { settleOnceListening } from './once-listening.ts';

/** `npm run api`: the API alone on PORT, for API-only nodes behind a CDN that serves the page tree. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  await prepareFirstStartApart(config);
  const runtime = await startRuntime(config, { servesDemoIdp: true });
  const server = holdIdleConnections(createServer(apiListener(runtime.api.fetch, runtime.logger, config.TRUST_PROXY, runtime.demoIdp)));
  server.listen(config.PORT, config.HOST, () => {
    settleOnceListening(server);
    console.log(`API ready on http://${config.HOST}:${config.PORT}/api/`);
  });
  stopOnSignals(server, runtime, runtime.logger);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
