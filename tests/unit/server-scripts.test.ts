import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/server/cli/node-flags.ts';

const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the npm scripts that run a server', () => {
  it.each(['start', 'serve', 'api'])('%s runs node with the server flags the tests and benches start it with', (name) => {
    expect(scripts[name]).toMatch(new RegExp(`^node ${SERVER_NODE_FLAGS.join(' ')} src/server/cli/`));
  });
});
