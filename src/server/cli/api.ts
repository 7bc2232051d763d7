import { serve } from '@hono/node-server';
import { loadConfig } from '../config/config.ts';
import { startRuntime } from '../runtime.ts';

/** `npm run api`: the API alone on PORT, for API-only nodes behind a CDN that serves the page tree. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const runtime = await startRuntime(config);
  const server = serve({ fetch: runtime.api.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`API ready on http://${config.HOST}:${info.port}/api/`);
  });
  const stop = () => {
    server.close();
    void runtime.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
