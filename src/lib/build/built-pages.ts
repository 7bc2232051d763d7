import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Every HTML page of a built client folder, without the build's own assets (`_astro/`). */
export function builtPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : builtPages(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** A build step on the built client folder, once the build is done, with the site's base path (ending in a slash). */
export function afterBuild(name: string, step: (client: string, base: string) => void): AstroIntegration {
  let base = '/';
  return {
    name,
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': ({ dir }) => step(fileURLToPath(dir), base),
    },
  };
}
