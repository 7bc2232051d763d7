/**
 * Search latency under load: starts the bundled server on the demo network (in
 * memory), opens a booking session, and sends searches from 50 connections at
 * once, then the same to the health endpoint for comparison. Prints p50, p99 and
 * requests per second of each.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const PORT = 4610;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const REQUESTS = 2_000;

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

async function startServer() {
  const child = spawn(process.execPath, ['src/server/cli/start.ts', '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'error', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  while (!output.includes('Storefront ready')) {
    const [chunk] = (await once(child.stdout, 'data')) as [string];
    output += chunk;
  }
  return child;
}

async function load(request: () => Promise<Response>): Promise<Figures> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)], p99: times[Math.floor(times.length * 0.99)], perSecond: times.length / seconds };
}

export async function searchLoad(): Promise<{ search: Figures; health: Figures }> {
  const server = await startServer();
  try {
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'storefront' };
    const created = (await (await fetch(`${BASE}/api/shop/app?country=nz&language=en`, {
      method: 'POST', headers, body: JSON.stringify({ tripType: 'S', dep: ['CAN'], arr: ['BJS'], date: [new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)], adt: 1, cnn: 0, inf: 0 }),
    })).json()) as { encryptArgs: string };
    const { execution } = (await (await fetch(`${BASE}/api/shop/getInfo`, { method: 'POST', headers, body: JSON.stringify(created) })).json()) as { execution: string };
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const searchBody = new URLSearchParams({ type: 'sliceGrid', execution, date }).toString();
    const search = () => fetch(`${BASE}/api/shop/search`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'storefront' }, body: searchBody });
    await load(search);
    const health = await load(() => fetch(`${BASE}/api/health`));
    return { search: await load(search), health };
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}
