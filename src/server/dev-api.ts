import { loadConfig } from './config/config.ts';
import { type Runtime, startRuntime } from './runtime.ts';

let runtime: Promise<Runtime> | undefined;

/**
 * Under `astro dev` no bundled server stands in front of the pages, so the first
 * /api request starts the API from the environment for the life of the dev server.
 */
export async function devApi(): Promise<Runtime['api']> {
  runtime ??= startRuntime(loadConfig(process.env));
  return (await runtime).api;
}
