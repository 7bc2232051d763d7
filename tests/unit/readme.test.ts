import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeVariants } from '../../src/lib/routing/paths.ts';
import { ROUTES } from '../../src/lib/routing/routes.ts';
import { ConfigSchema } from '../../src/server/config/config.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the README', () => {
  it('gives the two quick-start commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('gives a CDN rewrite rule for every page with ids', () => {
    for (const route of ROUTES) {
      for (const variant of routeVariants(route).filter((v) => v.includes('_'))) {
        expect(readme, variant).toContain(`/tk/:site/:lang/${variant}/index.html`);
      }
    }
  });

  it('lists every configuration variable', () => {
    for (const name of Object.keys(ConfigSchema.entries)) expect(readme, name).toContain(`\`${name}\``);
  });
});
