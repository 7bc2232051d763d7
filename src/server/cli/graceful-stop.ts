import type { Server } from 'node:http';
import type { Logger } from '../platform/logger.ts';

/** How long requests in flight get to finish before their connections are closed. */
const DRAIN_MS = 6_000;
/** The whole stop must end before a supervisor's usual 10 s grace runs out. */
const STOP_DEADLINE_MS = 9_000;

/**
 * On SIGTERM or SIGINT: stop accepting, let the requests in flight finish (closing
 * keep-alive connections as they turn idle, and the rest after DRAIN_MS), then stop the
 * jobs and close the database cleanly, and exit 0. A second signal, or a stop that
 * overruns its deadline, exits 1 at once.
 */
export function stopOnSignals(server: Server, runtime: { close(): Promise<void> }, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.error('stopped at once by a second signal', { signal });
      process.exit(1);
    }
    stopping = true;
    logger.info('stopping', { signal });
    setTimeout(() => {
      logger.error('stop overran its deadline', { ms: STOP_DEADLINE_MS });
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    const drained = new Promise<void>((done) => server.close(() => done()));
    // A keep-alive connection turns idle once its response is sent; closing idle ones as they appear ends the drain early.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref();
    void drained.then(() => clearInterval(idle));
    void drained
      .then(() => runtime.close())
      .then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error('stop failed', { error: error instanceof Error ? error.message : String(error) });
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
