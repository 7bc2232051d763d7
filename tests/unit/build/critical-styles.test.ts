import { describe, expect, it } from 'vitest';
import { cspHash } from '../../../src/lib/build/content-hashes.ts';
import { criticalCss, mayMatch, namesIn, partsOf, withCriticalStyle } from '../../../src/lib/build/critical-styles.ts';

const names = namesIn('<header class="site-header" id="top"><a class="brand ui-button" href="/">Demo</a></header>');

describe('the first paint’s part of a page’s style', () => {
  it('reads a sheet’s top-level rules, with strings and nested blocks kept whole', () => {
    expect(partsOf('@charset "utf-8";a{color:red}.x::before{content:"{;}"}@media (min-width:1px){.y{top:0}}')).toEqual([
      { prelude: '@charset "utf-8";' },
      { prelude: 'a', block: 'color:red' },
      { prelude: '.x::before', block: 'content:"{;}"' },
      { prelude: '@media (min-width:1px)', block: '.y{top:0}' },
    ]);
  });

  it('keeps a rule when every class and id of one of its selectors is in the page, whatever its states and attributes', () => {
    expect(mayMatch('.site-header a:focus-visible', names)).toBe(true);
    expect(mayMatch('#top>.brand[aria-current=page]', names)).toBe(true);
    expect(mayMatch('.site-header .member-menu', names)).toBe(false);
    expect(mayMatch('#bottom', names)).toBe(false);
    // A pseudo-class's arguments never oblige a name to be in the page: the menu hides as the page's script opens it.
    expect(mayMatch('.site-header:not(.open) .brand', names)).toBe(true);
    expect(mayMatch(':where(a.ui-button)', names)).toBe(true);
    // But a parent with a child of a class needs that child in the page.
    expect(mayMatch('body:has(.funnel-bar)', names)).toBe(false);
    expect(mayMatch('html:has(.funnel-bar, .site-header:not(.open))', names)).toBe(true);
  });

  it('leaves out what the first paint never draws: what shows only without script, and an empty element the page hides', () => {
    const page = namesIn(
      '<button class="menu-button" hidden><span class="icon"></span>Menu</button><noscript><a class="chooser-links">Sites</a></noscript>' +
        '<input aria-controls="list"><ul id="list" role="listbox" class="ui-options" hidden=""></ul><div class="ui-date-picker" hidden></div>',
    );
    expect([...page.classes].sort()).toEqual(['icon', 'menu-button']);
    // Hidden from assistive technology is still painted.
    expect([...namesIn('<span class="mark" aria-hidden=""></span><i data-hidden class="dot"></i>').classes].sort()).toEqual(['dot', 'mark']);
    expect([...page.ids]).toEqual([]);
  });

  it('keeps element rules, at-rules that hold a kept rule, and whole at-rules of other kinds, in their order', () => {
    const css =
      'body{margin:0}.brand{font-weight:700}.ui-modal{position:fixed}@media (min-width:48rem){.ui-modal{top:0}.brand,.other{margin:0}}@keyframes spin{to{rotate:1turn}}';
    expect(criticalCss(css, names)).toBe(
      'body{margin:0}.brand{font-weight:700}@media (min-width:48rem){.brand,.other{margin:0}}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('leaves the critical part inline with its hash in the CSP, and links the whole sheet at the end of the body', () => {
    const css = '.brand{font-weight:700}.ui-modal{position:fixed}';
    const page = `<html><head><meta http-equiv="content-security-policy" content="style-src 'self' '${cspHash(css)}'"><style data-page-style>${css}</style></head><body><a class="brand">Demo</a></body></html>`;
    const split = withCriticalStyle(page, () => '/tk/_astro/page-style.x.css');
    expect(split?.css).toBe(css);
    expect(split?.html).toBe(
      `<html><head><meta http-equiv="content-security-policy" content="style-src 'self' '${cspHash('.brand{font-weight:700}')}'"><style data-page-style>.brand{font-weight:700}</style></head><body><a class="brand">Demo</a><link rel="stylesheet" href="/tk/_astro/page-style.x.css"></body></html>`,
    );
    expect(withCriticalStyle('<html><body></body></html>', () => '')).toBeUndefined();
  });
});
