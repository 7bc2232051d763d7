import * as v from 'valibot';
import { ConfigSchema, publicOrigin } from '../server/config/config.ts';

const ORIGIN_SETTINGS = v.pick(ConfigSchema, ['PUBLIC_URL', 'HOST', 'PORT']);

/**
 * Where travellers reach the storefront, as e-mails name it (PUBLIC_URL, else the server's own address), read when
 * the page tree is built: a scanned code, a search engine's alternate link and a sitemap all need absolute addresses.
 */
export function storefrontOrigin(): string {
  const env = Object.fromEntries(Object.keys(ORIGIN_SETTINGS.entries).map((key) => [key, process.env[key] || undefined]));
  return publicOrigin(v.parse(ORIGIN_SETTINGS, env));
}
