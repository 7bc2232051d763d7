import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtimeFileName, withRuntimeFile } from '../../../src/lib/build/island-runtime-file.ts';

const runtime = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';
const hash = `'sha256-${createHash('sha256').update(runtime).digest('base64')}'`;
const page = (scripts: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-directive' ${hash}; style-src 'self'"></head><body><header>${scripts}<astro-island></astro-island></header></body></html>`;

describe('the islands’ runtime as a file of its own', () => {
  it('takes the place of the inline runtime, deferred, and its hash leaves the page’s CSP', () => {
    const built = withRuntimeFile(page(`<script>directive()</script><script>${runtime}</script>`), '/tk/_astro/island-runtime.x.js', runtime);
    expect(built).toContain('<script>directive()</script><script src="/tk/_astro/island-runtime.x.js" defer></script><astro-island>');
    expect(built).not.toContain(runtime);
    expect(built).toContain(`content="script-src 'self' 'sha256-directive'; style-src 'self'"`);
  });

  it('leaves a page without islands as it is', () => {
    const plain = page('<script>directive()</script>');
    expect(withRuntimeFile(plain, '/tk/_astro/island-runtime.x.js', runtime)).toBe(plain);
  });

  it('is named by its content, so that a new runtime is a new file', () => {
    expect(runtimeFileName(runtime)).toMatch(/^island-runtime\.[0-9a-f]{10}\.js$/);
    expect(runtimeFileName(`${runtime};`)).not.toBe(runtimeFileName(runtime));
  });
});
