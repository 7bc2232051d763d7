import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLogger, linesPerTurn } from '../../../src/server/platform/logger.ts';

/** A stream that records each write it is given. */
function recordingStream() {
  const writes: string[] = [];
  return { writes, write: (text: string) => writes.push(text) };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('log lines', () => {
  it('are written together, in order, once the turn of the event loop that logged them ends', async () => {
    const stream = recordingStream();
    const write = linesPerTurn(stream);
    write('first', false);
    write('second', false);
    expect(stream.writes).toEqual([]);
    await nextTurn();
    expect(stream.writes).toEqual(['first\nsecond\n']);
    write('third', false);
    await nextTurn();
    expect(stream.writes).toEqual(['first\nsecond\n', 'third\n']);
  });

  it('go out at once with a warning or an error, which comes after the lines logged before it', async () => {
    const stream = recordingStream();
    const write = linesPerTurn(stream);
    write('request', false);
    write('payment came late', true);
    expect(stream.writes).toEqual(['request\npayment came late\n']);
    await nextTurn();
    expect(stream.writes).toEqual(['request\npayment came late\n']);
  });

  it('leave no exit listener behind once they are written, however many turns log', async () => {
    const write = linesPerTurn(recordingStream());
    const before = process.listenerCount('exit');
    write('waiting', false);
    expect(process.listenerCount('exit')).toBe(before + 1);
    for (let turn = 0; turn < 20; turn++) {
      write('request', false);
      await nextTurn();
    }
    write('late', false);
    write('failed', true);
    expect(process.listenerCount('exit')).toBe(before);
  });

  it('are urgent from the warning level up', () => {
    const seen: Array<[string, boolean]> = [];
    const logger = createLogger('debug', (line, urgent) => seen.push([(JSON.parse(line) as { level: string }).level, urgent]));
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d');
    expect(seen).toEqual([
      ['debug', false],
      ['info', false],
      ['warn', true],
      ['error', true],
    ]);
  });

  it('logged just before the process exits still reach stdout', () => {
    const logger = new URL('../../../src/server/platform/logger.ts', import.meta.url).pathname;
    const script = `import { createLogger } from ${JSON.stringify(logger)}; createLogger('info').info('last words'); process.exit(0);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8' });
    expect(child.status).toBe(0);
    expect(JSON.parse(child.stdout)).toMatchObject({ level: 'info', message: 'last words' });
  });
});
