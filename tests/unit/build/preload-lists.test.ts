import { describe, expect, it } from 'vitest';
import { preloadsToAsk } from '../../../src/lib/build/preload-lists.ts';

describe('the preload lists of the parts loaded on use', () => {
  it('leave out the chunks every page has loaded, by their name before the hash', () => {
    const deps = [
      '_astro/api.BCDzi2ao.js',
      '_astro/rolldown-runtime.4tVxZq34.js',
      '_astro/shell.CWaR3oYC.js',
      '_astro/shell-extra.X1.js',
      '_astro/form-kit.0x.js',
    ];
    expect(preloadsToAsk(deps, ['shell', 'rolldown-runtime'])).toEqual(['_astro/api.BCDzi2ao.js', '_astro/shell-extra.X1.js', '_astro/form-kit.0x.js']);
  });
});
