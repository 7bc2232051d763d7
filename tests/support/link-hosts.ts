import { EXTERNAL_HOSTS } from '../../sites.config.ts';

/** Stands for the storefront's own origin when a path is resolved; no link may name it. */
const OWN = 'https://storefront.test';

/**
 * Why a link leads away from the storefront to a host the configuration does not list, or undefined when it stays
 * on the storefront (a path, or an address at `ownOrigins`) or goes to an https host of EXTERNAL_HOSTS.
 */
export function foreignLink(link: string, ownOrigins: readonly string[] = []): string | undefined {
  let url: URL;
  try {
    url = new URL(link, OWN);
  } catch {
    return `${link}: not an address`;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.protocol === 'data:') return undefined;
  // A path resolves to the stand-in origin; `//host/...` does not, and is a foreign host.
  if (url.origin === OWN || ownOrigins.includes(url.origin)) return undefined;
  if (url.protocol !== 'https:') return `${link}: not https`;
  return EXTERNAL_HOSTS.includes(url.hostname) ? undefined : `${link}: ${url.hostname} is not listed in EXTERNAL_HOSTS`;
}
