import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, withSmallerIslandMarkup } from '../../../src/lib/build/island-markup.ts';

const island = (attributes: string) => `<main><astro-island uid="a1" ${attributes} ssr client="idle" await-children><form></form></astro-island></main>`;

describe('the islands’ markup as the built pages carry it', () => {
  it('writes the JSON attributes in single quotes, their quotes as they are and the escaped apostrophes, ampersands and brackets escaped', () => {
    const built = withSmallerIslandMarkup(
      island('props="{&quot;text&quot;:[0,&quot;an adult&#39;s lap &amp; &lt;b&gt;&quot;]}" opts="{&quot;value&quot;:true}"'),
    );
    expect(built).toBe(island(`props='{"text":[0,"an adult&#39;s lap &amp; &lt;b&gt;"]}' opts='{"value":true}'`));
  });

  it('leaves out what the runtime reads the same without: the default export, and the component’s name in the options', () => {
    const built = withSmallerIslandMarkup(
      island('component-export="default" props="{}" opts="{&quot;name&quot;:&quot;SearchBox&quot;,&quot;value&quot;:&quot;(width&gt;1px)&quot;}"'),
    );
    expect(built).toBe(island(`props="{}" opts='{"value":"(width&gt;1px)"}'`));
    expect(islandRuntime).toContain('this.getAttribute("component-export")||"default"');
    expect(islandRuntime).toContain('JSON.parse(this.getAttribute("opts"))');
  });

  it('keeps a named export, and elements other than islands, as they are', () => {
    const page = `${island('component-export="Box" props="{}"')}<div props="{&quot;a&quot;:1}"></div>`;
    expect(withSmallerIslandMarkup(page)).toBe(page);
  });

  it('leaves Astro’s style for the islands, and its hash, to the page’s own sheet', () => {
    const hash = `'sha256-${createHash('sha256').update(ISLAND_STYLE).digest('base64')}'`;
    const page = `<head><meta content="style-src 'self' 'sha256-page' ${hash};"></head><body><style>${ISLAND_STYLE}</style>${island('props="{}"')}</body>`;
    expect(withSmallerIslandMarkup(page)).toBe(`<head><meta content="style-src 'self' 'sha256-page';"></head><body>${island('props="{}"')}</body>`);
    expect(readFileSync(new URL('../../../src/styles/global.css', import.meta.url), 'utf8').replace(/\s/g, '')).toContain(
      'astro-island,astro-slot,astro-static-slot{display:contents;}',
    );
  });
});
