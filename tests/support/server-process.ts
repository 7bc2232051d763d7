import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { SERVER_NODE_FLAGS } from '../../src/server/cli/node-flags.ts';
import { apiClient } from './api.ts';
import { freePort } from './free-port.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/** A server started as its command would be, on a port of its own, with everything it printed kept. */
export interface ServerProcess {
  readonly port: number;
  readonly child: ChildProcess;
  /** What it printed so far, standard output and error together. */
  output(): string;
  /** Its exit code (or 128 + signal number), once it has exited. */
  readonly exited: Promise<number>;
  /** The typed API client over HTTP to it. */
  readonly api: ReturnType<typeof apiClient>;
}

export interface SpawnOptions {
  /** RLIMIT_FSIZE in KiB: writes past it fail with EFBIG, as on a full disk. */
  readonly fileSizeLimitKb?: number;
}

/**
 * Runs `npm run api` (src/server/cli/api.ts) with `env` over the test's own
 * environment, on a port of its own, without waiting for it.
 */
export async function spawnApiProcess(env: Readonly<Record<string, string>>, options: SpawnOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const command = [process.execPath, ...SERVER_NODE_FLAGS, 'src/server/cli/api.ts'];
  const [file, ...args] = options.fileSizeLimitKb ? ['/bin/sh', '-c', `ulimit -f ${options.fileSizeLimitKb} && exec "$0" "$@"`, ...command] : command;
  const child = spawn(file, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'off',
      PROOF_OF_WORK_ITERATIONS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  const exited = once(child, 'exit').then(([code, signal]) => (code as number | null) ?? 128 + (signal === 'SIGKILL' ? 9 : 15));
  return {
    port,
    child,
    output: () => printed,
    exited,
    api: apiClient((path, init) => fetch(`http://127.0.0.1:${port}${path}`, init)),
  };
}

/** Runs the API as `spawnApiProcess` does and resolves once it says it is ready; rejects with its output if it exits first or is late. */
export async function startApiProcess(env: Readonly<Record<string, string>>, options: SpawnOptions = {}, readyWithinMs = 45_000): Promise<ServerProcess> {
  const server = await spawnApiProcess(env, options);
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server was not ready within ${readyWithinMs} ms:\n${server.output()}`)), readyWithinMs);
    const check = () => {
      if (server.output().includes('API ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.child.stdout?.on('data', check);
    void server.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${server.output()}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** The JSON lines of a server's log, parsed. */
export function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** Resolves with the server's exit code, or with undefined if it is still running after `ms`. */
export function exitWithin(server: ServerProcess, ms: number): Promise<number | undefined> {
  return Promise.race([server.exited, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

/** Polls `condition` until it holds, and resolves with the time that took; fails after `withinMs`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > withinMs) throw new Error(`Not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

/** Stops a server that a test left running, whatever state it is in. */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
