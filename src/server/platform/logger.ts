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

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: LogFields = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** Keeps log lines in memory, for tests that check what is and is not logged. */
export function memoryLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return Object.assign(logger, { lines });
}
