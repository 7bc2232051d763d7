import { loadConfig } from './config/config.ts';
import { type Runtime, startRuntime } from './runtime.ts';

let runtime: Promise<Runtime> | undefined;

/**
 * Under `astro dev` nothing hands the endpoint an API, so the first request starts
 * one from the environment for the life of the dev server.
 */
export async function devApi(): Promise<Runtime['api']> {
  runtime ??= startRuntime(loadConfig(process.env));
  return (await runtime).api;
}
