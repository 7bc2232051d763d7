import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm test`: every layer of tests in turn, stopping at the first that fails, then
 * the time each took, so that a slow layer is seen where it starts to grow.
 */
const LAYERS: readonly { name: string; commands: readonly (readonly string[])[] }[] = [
  { name: 'lint and format', commands: [['biome', 'ci', '--error-on-warnings', '.']] },
  // astro check type-checks every .ts and .tsx file of the tsconfig as well as the .astro files: tsc would repeat it.
  { name: 'types', commands: [['astro', 'check', '--minimumSeverity', 'warning']] },
  { name: 'unit and API', commands: [['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'unit', '--project', 'api', '--coverage']] },
  { name: 'system', commands: [['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'system']] },
  { name: 'build', commands: [['astro', 'build']] },
  {
    name: 'browser',
    commands: [
      ['playwright', 'test', '--config', 'tests/playwright.config.ts'],
      // Social login out of the box: a server of its own with the built-in demo identity provider.
      ['playwright', 'test', '--config', 'tests/playwright.demo-idp.config.ts'],
    ],
  },
];

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');

function run(command: readonly string[]): Promise<number> {
  const [name, ...args] = command;
  return new Promise((done) => {
    const child = spawn(join(BIN, name), args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', () => done(127));
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

const times: { name: string; seconds: number; outcome: string }[] = [];
let failed = 0;
const started = performance.now();
for (const layer of LAYERS) {
  const layerStart = performance.now();
  let code = 0;
  for (const command of layer.commands) {
    code = await run(command);
    if (code !== 0) break;
  }
  times.push({ name: layer.name, seconds: (performance.now() - layerStart) / 1000, outcome: code === 0 ? 'passed' : `failed (exit ${code})` });
  if (code !== 0) {
    failed = code;
    break;
  }
}

const width = Math.max(...LAYERS.map((layer) => layer.name.length));
console.log('\nTest layers');
for (const time of times) console.log(`  ${time.name.padEnd(width)}  ${time.seconds.toFixed(1).padStart(6)} s  ${time.outcome}`);
for (const layer of LAYERS.slice(times.length)) console.log(`  ${layer.name.padEnd(width)}       -    not run`);
console.log(`  ${'all'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
process.exit(failed);
