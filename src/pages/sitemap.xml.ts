import type { APIRoute } from 'astro';
import { storefrontOrigin } from '../components/storefront-origin.ts';
import { sitemapPaths } from '../lib/routing/static-paths.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sitemap of every public page of every site and language (sitemaps.org), built with the page tree. */
export const GET: APIRoute = () => {
  const origin = storefrontOrigin();
  const urls = sitemapPaths().map((path) => `<url><loc>${escapeXml(new URL(`/tk/${path}`, origin).href)}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
