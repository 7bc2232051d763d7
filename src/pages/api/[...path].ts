import type { APIRoute } from 'astro';
import { devApi } from '../../server/dev-api.ts';

export const prerender = false;

/**
 * Under `astro dev`, every /api request goes to the Hono app built from the environment. The bundled server
 * (src/server/web) hands /api to the app itself, so that API calls skip Astro's request pipeline.
 */
export const ALL: APIRoute = async ({ request }) => (await devApi()).fetch(request);
