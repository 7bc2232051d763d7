import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { LANG_COOKIE } from '../../lib/routing/locale.ts';
import { planRequest, type VisitorHints } from '../../lib/routing/request-plan.ts';
import { AppError } from '../errors.ts';
import { stampVisitorAddress } from '../http/client-address.ts';
import { failureIn } from '../http/failure.ts';
import { holdIdleConnections } from '../http/idle-connections.ts';
import { cookieValue, requestLang } from '../http/request-lang.ts';
import { DEMO_IDP_PATH, type NodeListener } from '../member/sns/demo-identity-provider.ts';
import type { BoundedCache } from '../platform/bounded-cache.ts';
import type { Logger } from '../platform/logger.ts';
import { fileBodies, fileLookups, sendFile } from './static-files.ts';

export interface WebServerOptions {
  /** The prerendered page tree (Astro's dist/client). */
  readonly clientDir: string;
  /** The API's Node listener (the Hono app's), which /api is handed to once the visitor's address is stamped. */
  readonly api: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
  readonly logger: Logger;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  readonly trustedProxies?: readonly string[];
  /** Whether travellers reach the storefront over HTTPS (PUBLIC_URL), so that browsers are told to keep to it. */
  readonly https?: boolean;
  /** The built-in demo identity provider of social login (demo mode), served below DEMO_IDP_PATH. */
  readonly demoIdp?: NodeListener;
  /** How long a page file's lookup is trusted (FILE_LOOKUP_MS by default); a test that rewrites pages sets 0. */
  readonly fileLookupMs?: number;
}

/** Browsers that once saw the storefront over HTTPS go there over HTTPS for a year, on every subdomain too. */
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** Headers of every page; the page's own CSP meta tag carries the script and style hashes. */
const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * The bundled server: /api goes to the Hono app, every other path follows the
 * routing rules of spec 2: a page of the tree, the page of a route with
 * parameters, or a redirect. The pages are all prerendered, so no request passes
 * through Astro's own server.
 */
export function createWebServer(options: WebServerOptions): Server {
  const files = { bodies: fileBodies(), find: fileLookups({ lookupMs: options.fileLookupMs }) };
  return holdIdleConnections(
    createServer((req, res) => {
      handle(req, res, options, files).catch((error: unknown) => {
        options.logger.error('web request failed', { error: error instanceof Error ? error.message : String(error) });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    }),
  );
}

/** What the server keeps of its page files: their bodies as sent, and their lookups. */
interface PageFiles {
  readonly bodies: BoundedCache<string, Buffer>;
  readonly find: ReturnType<typeof fileLookups>;
}

async function handle(req: IncomingMessage, res: ServerResponse, options: WebServerOptions, files: PageFiles): Promise<void> {
  const { bodies } = files;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const api = url.pathname === '/api' || url.pathname.startsWith('/api/');
  if (!decodable(url.pathname)) {
    // Nothing behind this point could read the path; answered here, it is one log line, not a stack trace.
    options.logger.warn('malformed request path', { method: req.method ?? 'GET', api });
    if (api) {
      const lang = requestLang(url, req.headers.cookie, req.headers['accept-language']);
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(failureIn(lang, new AppError('badRequest'))));
    } else {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...pageHeaders(options) }).end('Bad Request');
    }
    return;
  }
  if (options.demoIdp && (url.pathname === DEMO_IDP_PATH || url.pathname.startsWith(`${DEMO_IDP_PATH}/`))) {
    options.demoIdp(req, res);
    return;
  }
  if (api) {
    // The API counts failed logins per address: it reads the visitor's address from here, never from the client.
    stampVisitorAddress(req, options.trustedProxies ?? []);
    await options.api(req, res);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const plan = planRequest(url.pathname, url.search, visitorHints(req));
  const vary: Record<string, string> = plan.varies ? { vary: VISITOR_VARY, 'cache-control': 'no-cache' } : {};
  if (plan.kind === 'redirect') {
    res.writeHead(plan.status, { location: plan.location, 'cache-control': 'no-cache', ...vary, ...(options.https ? HSTS : {}) }).end();
    return;
  }
  const found = await files.find(options.clientDir, plan.path);
  if (found) {
    await sendFile(req, res, found, { status: plan.status, immutable: plan.path.startsWith('_astro/'), headers: { ...pageHeaders(options), ...vary }, bodies });
    return;
  }
  const notFound = await files.find(options.clientDir, '404/');
  if (notFound) await sendFile(req, res, notFound, { status: 404, headers: pageHeaders(options), bodies });
  else res.writeHead(404).end();
}

/** The request headers an answer chosen by visitorHints depends on, for caches in between. */
const VISITOR_VARY = 'accept-encoding, accept-language, cookie, cloudfront-viewer-country, cf-ipcountry';

/** What the request says of the visitor: the stored choice, the browser's languages, the CDN's country. */
function visitorHints(req: IncomingMessage): VisitorHints {
  const country = req.headers['cloudfront-viewer-country'] ?? req.headers['cf-ipcountry'];
  return {
    langCookie: cookieValue(req.headers.cookie, LANG_COOKIE),
    acceptLanguage: req.headers['accept-language'],
    country: typeof country === 'string' ? country : undefined,
  };
}

/** Whether every escape in a path is well formed UTF-8, as routing and the API's parameters need it. */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function pageHeaders(options: WebServerOptions): Record<string, string> {
  return options.https ? { ...PAGE_HEADERS, ...HSTS } : PAGE_HEADERS;
}
