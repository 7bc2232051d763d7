import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'i18n', 'public', 'sites.config.ts', 'astro.config.mjs', 'package-lock.json'];
const STAMP = 'dist/.built';

function newestChange(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Builds the page tree when there is none, or when a source changed after the last build. */
export function buildIfNeeded(root: string): void {
  const stamp = join(root, STAMP);
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(
    ...SOURCES.map((s) => join(root, s))
      .filter(existsSync)
      .map(newestChange),
  );
  if (built > changed) return;
  console.log('Building the storefront…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed');
  writeFileSync(stamp, new Date().toISOString());
}
