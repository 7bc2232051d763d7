import type { APIRoute } from 'astro';
import { storefrontOrigin } from '../components/storefront-origin.ts';

/** Served at /robots.txt: everything but the API may be crawled, and the sitemap is named in full. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/tk/sitemap.xml', storefrontOrigin()).href}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
