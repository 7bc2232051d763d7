import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every HTML page of a built client folder, without the build's own assets (`_astro/`). */
export function builtPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : builtPages(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
