/**
 * Turns stored markup into a fragment that is safe to put into a page.
 *
 * Safety comes from what the output can contain, not from recognising attacks:
 * escaped text, and the bare tags of ALLOWED_TAGS written by this module, never
 * with an attribute. So no script, handler, style or URL can get through, however
 * the input is broken. Parsing only decides which text is kept.
 */

export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br', 'p', 'ul', 'li'] as const;

const allowed = new Set<string>(ALLOWED_TAGS);
const VOID_TAGS = new Set(['br']);

/** Elements whose content is code or hidden text: dropped with the element rather than shown as text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'frameset',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'select',
  'svg',
  'math',
  'head',
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  bull: '•',
  times: '×',
  deg: '°',
  euro: '€',
  yen: '¥',
  pound: '£',
};

/** Named references browsers still read without the semicolon (of those in the table). */
const LEGACY_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg']);

type Token = { readonly kind: 'start' | 'end'; readonly name: string; readonly end: number } | { readonly kind: 'skip'; readonly end: number };

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const closeThrough = (name: string) => {
    const at = open.lastIndexOf(name);
    if (at < 0) return;
    while (open.length > at) out.push(`</${open.pop()}>`);
  };

  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      out.push(escapeText(input.slice(i)));
      break;
    }
    out.push(escapeText(input.slice(i, lt)));
    const token = readToken(input, lt);
    if (token === undefined) {
      out.push('&lt;');
      i = lt + 1;
      continue;
    }
    i = token.end;
    if (token.kind === 'skip') continue;
    const { name } = token;
    if (token.kind === 'start' && DROPPED_WITH_CONTENT.has(name)) {
      i = endOfElement(input, i, name);
      continue;
    }
    if (!allowed.has(name)) continue;
    if (token.kind === 'end') {
      closeThrough(name);
      continue;
    }
    if (VOID_TAGS.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    // Browsers end an open paragraph at a new block; closing it here keeps the
    // output the same tree for them and for a second pass of this function.
    if ((name === 'p' || name === 'ul') && open.includes('p')) closeThrough('p');
    if (name === 'li') {
      const list = open.lastIndexOf('ul');
      if (list < 0) continue;
      if (open.indexOf('li', list) >= 0) closeThrough('li');
    }
    open.push(name);
    out.push(`<${name}>`);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/**
 * Reads what starts with `<` at `at`, as an HTML tokenizer would: a start or end
 * tag, or a comment, doctype or processing instruction to skip. Undefined when
 * the `<` is plain text. Something left open to the end of the input is skipped
 * whole, as a browser drops it.
 */
function readToken(input: string, at: number): Token | undefined {
  const next = input[at + 1] ?? '';
  if (input.startsWith('<!--', at)) {
    if (input.startsWith('<!-->', at)) return { kind: 'skip', end: at + 5 };
    if (input.startsWith('<!--->', at)) return { kind: 'skip', end: at + 6 };
    const end = Math.min(
      ...['-->', '--!>'].map((mark) => {
        const found = input.indexOf(mark, at + 4);
        return found < 0 ? Infinity : found + mark.length;
      }),
    );
    return { kind: 'skip', end: Number.isFinite(end) ? end : input.length };
  }
  // A doctype, a processing instruction, or `</` not followed by a name: a bogus comment up to the next `>`.
  if (next === '!' || next === '?' || (next === '/' && !/[A-Za-z]/.test(input[at + 2] ?? ''))) {
    const close = input.indexOf('>', at + 1);
    return { kind: 'skip', end: close < 0 ? input.length : close + 1 };
  }
  const isEnd = next === '/';
  const nameStart = at + (isEnd ? 2 : 1);
  if (!/[A-Za-z]/.test(input[nameStart] ?? '')) return undefined;
  let j = nameStart;
  while (j < input.length && !/[\s/>]/.test(input[j])) j++;
  const name = input.slice(nameStart, j).toLowerCase();
  const end = endOfTag(input, j);
  if (end < 0) return { kind: 'skip', end: input.length };
  return { kind: isEnd ? 'end' : 'start', name, end };
}

/** The index after the `>` that ends a tag whose attributes start at `from`, honouring quoted values; -1 when none does. */
function endOfTag(input: string, from: number): number {
  let j = from;
  while (j < input.length) {
    const ch = input[j];
    if (ch === '>') return j + 1;
    if (ch === '=') {
      j++;
      while (j < input.length && /\s/.test(input[j])) j++;
      const quote = input[j];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, j + 1);
        if (close < 0) return -1;
        j = close + 1;
        continue;
      }
      continue;
    }
    j++;
  }
  return -1;
}

/** The index after the end tag of a dropped element, or the end of the input when it is never closed. */
function endOfElement(input: string, from: number, name: string): number {
  const closing = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
  closing.lastIndex = from;
  const found = closing.exec(input);
  if (found === null) return input.length;
  const end = endOfTag(input, found.index + found[0].length);
  return end < 0 ? input.length : end;
}

/** Text between tags: character references decoded as a browser would, then everything escaped again. */
function escapeText(raw: string): string {
  return decodeReferences(raw)
    .replaceAll('\u0000', '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function decodeReferences(text: string): string {
  return text.replace(
    /&(?:#(\d{1,8})|#[xX]([0-9A-Fa-f]{1,8})|([A-Za-z][A-Za-z0-9]{1,31}))(;?)/g,
    (whole, dec?: string, hex?: string, named?: string, semi?: string) => {
      if (dec !== undefined || hex !== undefined) return codePoint(dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16));
      const name = named ?? '';
      const value = NAMED_ENTITIES[name];
      if (value === undefined || (semi === '' && !LEGACY_ENTITIES.has(name))) return whole;
      return value;
    },
  );
}

/** A numeric reference's character; those a browser would not give (NUL, surrogates, beyond Unicode) become U+FFFD. */
function codePoint(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(value);
}
