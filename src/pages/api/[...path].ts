import type { APIRoute } from 'astro';
import { devApi } from '../../server/dev-api.ts';

export const prerender = false;

/** Every /api request goes to the Hono app: the one the server handed in, or under `astro dev` one built from the environment. */
export const ALL: APIRoute = async ({ request, locals }) => {
  const api = locals.api ?? (await devApi());
  return api.fetch(request);
};
