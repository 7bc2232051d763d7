import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, sanitizeHtml } from '../../src/server/content/sanitize-html.ts';

const ALLOWED_TAG = new RegExp(`</?(?:${ALLOWED_TAGS.join('|')})>`, 'g');

/** True when the only markup left is bare allowed tags, properly nested: no attribute, no other element. */
function onlyBareAllowedTags(html: string): boolean {
  if (/[<>]/.test(html.replace(ALLOWED_TAG, ''))) return false;
  const open: string[] = [];
  for (const [tag] of html.matchAll(ALLOWED_TAG)) {
    const name = tag.replace(/[</>]/g, '');
    if (name === 'br') continue;
    if (!tag.startsWith('</')) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and drops every attribute on them', () => {
    expect(sanitizeHtml('<p class="x" style="color:red"><b onclick="alert(1)">bold</b> and <EM>em</EM><br/>next</p>')).toBe(
      '<p><b>bold</b> and <em>em</em><br>next</p>',
    );
  });

  it('keeps the text of tags outside the allow-list but not the tags', () => {
    expect(sanitizeHtml('<div><span style="font-weight:bold">milk</span> <u>under</u></div>')).toBe('milk under');
  });

  it.each([
    ['a script element with its code', 'a<script>alert(1)</script>b', 'ab'],
    ['a script in capitals with attributes', 'a<SCRIPT type="text/javascript" src="//evil">alert(1)</SCRIPT >b', 'ab'],
    ['a script that is never closed', 'a<script>alert(1)', 'a'],
    ['a self-closing script, which browsers leave open', 'a<script/>alert(1)</script>b', 'ab'],
    ['a style sheet', 'a<style>body{background:url(javascript:alert(1))}</style>b', 'ab'],
    ['an svg with an onload handler and a script inside', 'a<svg onload=alert(1)><script>alert(2)</script></svg>b', 'ab'],
    ['an iframe with a data: URL', 'a<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>b', 'ab'],
    ['an image with an onerror handler', 'a<img src=x onerror=alert(1)>b', 'ab'],
    ['an image with an onerror handler and no closing bracket', 'a<img src=x onerror=alert(1)//', 'a'],
    ['a link to javascript:', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['a link to a data: URL', '<a href="data:text/html,<script>alert(1)</script>">click</a>', 'click'],
    ['a link whose javascript: is written with entities', '<a href="&#106;avascript&#58;alert(1)">click</a>', 'click'],
    ['a handler on an allowed tag, with a > inside its quotes', '<b onmouseover="x>1 && alert(1)">b</b>', '<b>b</b>'],
    ['a form control with autofocus', '<input autofocus onfocus=alert(1)>ok', 'ok'],
    ['a comment hiding a script', '<!--<script>alert(1)</script>-->ok', 'ok'],
    ['a conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->ok', 'ok'],
    ['a comment that is never closed', 'ok<!-- <script>alert(1)</script>', 'ok'],
    ['a doctype and a processing instruction', '<!DOCTYPE html><?xml version="1.0"?>ok', 'ok'],
    ['an object and an embed', '<object data="x.swf"><embed src="x.swf"></object>ok', 'ok'],
    ['a template', '<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['a meta refresh to javascript:', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('leaves a tag split by another tag as harmless text', () => {
    const out = sanitizeHtml('<scr<script>ipt>alert(1)</script>');
    expect(out).not.toMatch(/<script/i);
    expect(onlyBareAllowedTags(out)).toBe(true);
    // The script element goes whole, from its start tag to its end tag; only the outer brackets stay, as text.
    expect(sanitizeHtml('<<script>>alert(1)<</script>>')).toBe('&lt;&gt;');
  });

  it('closes what a broken fragment leaves open and drops closings of nothing', () => {
    expect(sanitizeHtml('<b><i>x</b></i>')).toBe('<b><i>x</i></b>');
    expect(sanitizeHtml('<p>one')).toBe('<p>one</p>');
    expect(sanitizeHtml('</p>text</li></ul>')).toBe('text');
    expect(sanitizeHtml('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
    expect(sanitizeHtml('<p>intro<ul><li>a<li>b</ul>')).toBe('<p>intro</p><ul><li>a</li><li>b</li></ul>');
  });

  it('keeps a list item only inside a list', () => {
    expect(sanitizeHtml('<li>alone</li>')).toBe('alone');
    expect(sanitizeHtml('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
  });

  it('keeps escaped markup as text instead of turning entities into tags', () => {
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('&#60;img src=x onerror=alert(1)&#62;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(sanitizeHtml('&#x3C;iframe&#x3E;')).toBe('&lt;iframe&gt;');
    expect(sanitizeHtml('&lt<b>x</b>')).toBe('&lt;<b>x</b>');
  });

  it('decodes references as a browser would and escapes the result again', () => {
    expect(sanitizeHtml('Fish &amp; chips&nbsp;&copy; &hellip;')).toBe('Fish &amp; chips\u00a0© …');
    expect(sanitizeHtml('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
    expect(sanitizeHtml('&unknown; & &amp')).toBe('&amp;unknown; &amp; &amp;');
    expect(sanitizeHtml(`"quoted" 'single'`)).toBe('&quot;quoted&quot; &#39;single&#39;');
  });

  it('keeps a lone < or > as text', () => {
    expect(sanitizeHtml('1 < 2 > 0 <3')).toBe('1 &lt; 2 &gt; 0 &lt;3');
  });

  const fragments = [
    '<',
    '>',
    '/',
    '"',
    "'",
    '=',
    ' ',
    '&',
    ';',
    '#',
    'x',
    '3C',
    '!--',
    '-->',
    'script',
    'SCRIPT',
    'svg',
    'img',
    'a',
    'b',
    'p',
    'li',
    'ul',
    'br',
    'onerror',
    'onclick',
    'href',
    'src',
    'javascript:',
    'data:',
    'alert(1)',
    'style',
    '&lt;',
    '&#60;',
    '&#x3c;',
    '</',
    '/>',
    '\n',
    'é',
    '中',
  ];
  const hostile = fc.array(fc.constantFrom(...fragments), { maxLength: 40 }).map((parts) => parts.join(''));

  it('never lets anything but bare, nested allowed tags through, whatever the input', () => {
    fc.assert(
      fc.property(hostile, (input) => onlyBareAllowedTags(sanitizeHtml(input))),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => onlyBareAllowedTags(sanitizeHtml(input))),
      { numRuns: 1000 },
    );
  });

  it('changes nothing in a fragment it has already sanitised', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const once = sanitizeHtml(input);
        return sanitizeHtml(once) === once;
      }),
      { numRuns: 3000 },
    );
  });
});
