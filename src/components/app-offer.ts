// The Node build of bwip-js: the package's bare name resolves to it only under Node's own conditions.
import { toSVG } from 'bwip-js/node';
import { externalLink } from '../domain/external-links.ts';
import type { Lang } from '../domain/languages.ts';
import type { Site } from '../domain/sites.ts';
import { storefrontOrigin } from './storefront-origin.ts';

/** What the dl page shows of the airline's app on a site, built at build time. */
export interface AppOffer {
  /** The app's page on each store (EXTERNAL_LINKS' appStore and googlePlay). */
  readonly appStore: string;
  readonly googlePlay: string;
  /** The app's landing page (EXTERNAL_LINKS' app), absolute, as a phone that scans the code needs it. */
  readonly landing: string;
  /** A QR code of the landing page: an SVG document, black on white. */
  readonly qrSvg: string;
}

/**
 * The store links and the QR code of the app landing page of a site and language. It runs when the page tree
 * is built, never in the browser (bwip-js draws every kind of barcode and is large).
 */
export function appOffer(site: Site, lang: Lang): AppOffer {
  const landing = new URL(externalLink('app', site.code, lang), storefrontOrigin()).href;
  return {
    appStore: externalLink('appStore', site.code, lang),
    googlePlay: externalLink('googlePlay', site.code, lang),
    landing,
    // BWIPP's default medium error correction, and the quiet zone of four modules scanners need (a module is two units).
    qrSvg: toSVG({ bcid: 'qrcode', text: landing, padding: 8, backgroundcolor: 'FFFFFF' }),
  };
}
