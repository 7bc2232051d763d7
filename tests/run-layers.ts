import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm test`: every layer of tests in turn, stopping after the first stage in which one fails, then
 * the time each took, so that a slow layer is seen where it starts to grow.
 */

/** A layer of tests: its commands, run in turn until one fails. */
interface Layer {
  readonly name: string;
  readonly commands: readonly (readonly string[])[];
}

/**
 * The stages, in turn; the layers of a stage run side by side. The type check and the build each keep one core
 * busy and the other idle, so together they take the time of the longer. (Both write Astro's generated type files
 * as they start, the same bytes, before the check reads them.) The test layers use both cores each, so they run alone.
 */
const STAGES: readonly (readonly Layer[])[] = [
  [{ name: 'lint and format', commands: [['biome', 'ci', '--error-on-warnings', '.']] }],
  [
    // astro check type-checks every .ts and .tsx file of the tsconfig as well as the .astro files: tsc would repeat it.
    { name: 'types', commands: [['astro', 'check', '--minimumSeverity', 'warning']] },
    { name: 'build', commands: [['astro', 'build']] },
  ],
  [{ name: 'unit and API', commands: [['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'unit', '--project', 'api', '--coverage']] }],
  [{ name: 'system', commands: [['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'system']] }],
  [
    {
      name: 'browser',
      commands: [
        ['playwright', 'test', '--config', 'tests/playwright.config.ts'],
        // Social login out of the box: a server of its own with the built-in demo identity provider.
        ['playwright', 'test', '--config', 'tests/playwright.demo-idp.config.ts'],
      ],
    },
  ],
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

interface LayerTime {
  readonly name: string;
  readonly seconds: number;
  readonly code: number;
}

async function runLayer(layer: Layer): Promise<LayerTime> {
  const started = performance.now();
  let code = 0;
  for (const command of layer.commands) {
    code = await run(command);
    if (code !== 0) break;
  }
  return { name: layer.name, seconds: (performance.now() - started) / 1000, code };
}

const times: LayerTime[] = [];
let failed = 0;
const started = performance.now();
for (const stage of STAGES) {
  const stageTimes = await Promise.all(stage.map(runLayer));
  times.push(...stageTimes);
  failed = stageTimes.find((time) => time.code !== 0)?.code ?? 0;
  if (failed !== 0) break;
}

const layers = STAGES.flat();
const width = Math.max(...layers.map((layer) => layer.name.length));
console.log('\nTest layers');
for (const time of times) {
  const outcome = time.code === 0 ? 'passed' : `failed (exit ${time.code})`;
  console.log(`  ${time.name.padEnd(width)}  ${time.seconds.toFixed(1).padStart(6)} s  ${outcome}`);
}
for (const layer of layers.slice(times.length)) console.log(`  ${layer.name.padEnd(width)}       -    not run`);
console.log(`  ${'all'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
process.exit(failed);
