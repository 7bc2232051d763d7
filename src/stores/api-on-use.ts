import type { ApiClient } from '../lib/api/client.ts';

/**
 * The page's API client (stores/api.ts), its code loaded on first use: the client is the largest part of what a page
 * would otherwise load before its first paint, and the search page needs it only once the visitor acts or the
 * browser is idle.
 */
export async function apiOnUse(): Promise<ApiClient> {
  const { storefrontApi } = await import('./api.ts');
  return storefrontApi();
}
