import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { directiveScriptsOf, runtimeFileName, runtimeFileText, withRuntimeFile } from '../../../src/lib/build/island-runtime-file.ts';

const runtime = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';
const idle = '(()=>{var l=n=>n();(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event("astro:idle"));})();';
const painted = '(()=>{var o=n=>n();(self.Astro||(self.Astro={})).painted=o;window.dispatchEvent(new Event("astro:painted"));})();';
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const csp = `script-src 'self' ${hashOf(idle)} ${hashOf(painted)} ${hashOf(runtime)} 'sha256-unused'; style-src 'self' 'sha256-style'`;
const page = (scripts: string, policy = csp) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body><header>${scripts}<astro-island></astro-island></header></body></html>`;

describe('the islands’ runtime and directives as a file of their own', () => {
  it('takes the place of the inline directives and runtime, deferred, and the CSP lists no script hash left unused', () => {
    const built = withRuntimeFile(
      page(`<script>${idle}</script><script>${painted}</script><script>${runtime}</script>`),
      '/tk/_astro/island-runtime.x.js',
      runtime,
    );
    expect(built).toContain('<header><script src="/tk/_astro/island-runtime.x.js" defer></script><astro-island>');
    expect(built).not.toContain('self.Astro');
    expect(built).toContain(`content="script-src 'self'; style-src 'self' 'sha256-style'"`);
  });

  it('takes out each directive where the page carries it, leaving what stands between them', () => {
    const islands = '<astro-island uid="a">A</astro-island><script>x()</script><astro-island uid="b">B</astro-island>';
    const built = withRuntimeFile(
      `<body><script>${idle}</script><script>${runtime}</script>${islands}<script>${painted}</script><p>C</p></body>`,
      '/r.js',
      runtime,
    );
    expect(built).toBe(`<body><script src="/r.js" defer></script>${islands}<p>C</p></body>`);
  });

  it('keeps the hash of an inline script that stays in the page', () => {
    const own = 'document.documentElement.dataset.ready="1"';
    const built = withRuntimeFile(page(`<script>${own}</script>`, `script-src 'self' ${hashOf(own)} 'sha256-unused'`), '/tk/_astro/x.js', runtime);
    expect(built).toContain(`content="script-src 'self' ${hashOf(own)}"`);
  });

  it('finds the directives a page carries and writes each once, in a fixed order, before the runtime', () => {
    const found = [...directiveScriptsOf(page(`<script>${painted}</script><script>${idle}</script>`)), ...directiveScriptsOf(page(`<script>${idle}</script>`))];
    expect(found).toEqual([painted, idle, idle]);
    expect(runtimeFileText(found, runtime)).toBe([idle, painted, runtime].join('\n'));
    expect(runtimeFileText([idle, painted], runtime)).toBe(runtimeFileText([painted, idle], runtime));
  });

  it('is named by its content, so that a new runtime is a new file', () => {
    expect(runtimeFileName(runtime)).toMatch(/^island-runtime\.[0-9a-f]{10}\.js$/);
    expect(runtimeFileName(`${runtime};`)).not.toBe(runtimeFileName(runtime));
  });
});
