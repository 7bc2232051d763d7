export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Structured logs, one JSON object a line. Callers pass only fields free of personal data. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Where a logger's lines go: `urgent` for warnings and errors, which are not to wait. */
export type WriteLine = (line: string, urgent: boolean) => void;

/**
 * Lines for a stream, written together once per turn of the event loop. A server logs a line for every request, and
 * a write to stdout is a system call of its own, made while the request waits; under load a turn answers several
 * requests, whose lines then go in one write. Warnings and errors are written at once, after the lines before them,
 * and whatever is left is written as the process exits, so a line is lost only with the turn a kill -9 cuts short.
 */
export function linesPerTurn(stream: { write(text: string): unknown }): WriteLine {
  let pending = '';
  const flush = (): void => {
    process.off('exit', flush);
    if (pending === '') return;
    const text = pending;
    pending = '';
    stream.write(text);
  };
  return (line, urgent) => {
    if (pending === '' && !urgent) {
      setImmediate(flush);
      process.once('exit', flush);
    }
    pending += `${line}\n`;
    if (urgent) flush();
  };
}

export function createLogger(level: LogLevel, write: WriteLine = linesPerTurn(process.stdout)): Logger {
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: LogFields = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }), ORDER[at] >= ORDER.warn);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** Keeps log lines in memory, for tests that check what is and is not logged. */
export function memoryLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return Object.assign(logger, { lines });
}
