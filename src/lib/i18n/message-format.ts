import { keptPerKey } from '../../domain/kept-per-key.ts';

/**
 * The part of ICU MessageFormat the messages use: `{name}`, `{name, plural, one {…} other {…}}` (with `=N`
 * cases and `#` for the number) and `{name, select, a {…} other {…}}`. Plural categories come from
 * Intl.PluralRules of the message's language, so Russian gets one/few/many and Japanese only other.
 *
 * Apostrophes are plain text here (ICU would read them as quotes), because French and Italian use them in
 * ordinary words; no message needs a literal brace.
 */

export type Params = Readonly<Record<string, string | number>>;

export type Part = string | Argument;

export interface Argument {
  readonly name: string;
  readonly kind: 'simple' | 'plural' | 'select';
  readonly cases: ReadonlyMap<string, readonly Part[]>;
}

/** A message that cannot be read: the completeness test reports it with its key. */
export class MessageSyntaxError extends Error {}

class Reader {
  private at = 0;
  private readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  /** Parts until the end, or until the `}` that closes a case (left unread). */
  parts(inPlural: boolean): Part[] {
    const out: Part[] = [];
    let literal = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at];
      if (char === '}') {
        break;
      }
      if (char === '{') {
        if (literal) {
          out.push(literal);
          literal = '';
        }
        out.push(this.argument());
        continue;
      }
      if (char === '#' && inPlural) {
        if (literal) {
          out.push(literal);
          literal = '';
        }
        out.push({ name: '#', kind: 'simple', cases: new Map() });
        this.at += 1;
        continue;
      }
      literal += char;
      this.at += 1;
    }
    if (literal) {
      out.push(literal);
    }
    return out;
  }

  private argument(): Argument {
    this.at += 1;
    const name = this.word();
    this.space();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return { name, kind: 'simple', cases: new Map() };
    }
    this.expect(',');
    const kind = this.word();
    if (kind !== 'plural' && kind !== 'select') {
      throw new MessageSyntaxError(`"${kind}" is not plural or select in {${name}, …}`);
    }
    this.space();
    this.expect(',');
    const cases = new Map<string, readonly Part[]>();
    for (;;) {
      this.space();
      if (this.text[this.at] === '}') {
        this.at += 1;
        break;
      }
      const key = this.word();
      this.space();
      this.expect('{');
      cases.set(key, this.parts(kind === 'plural'));
      this.expect('}');
    }
    if (!cases.has('other')) {
      throw new MessageSyntaxError(`{${name}, ${kind}} has no "other" case`);
    }
    return { name, kind, cases };
  }

  private word(): string {
    this.space();
    const match = /^[=\w-]+/.exec(this.text.slice(this.at));
    if (!match) {
      throw new MessageSyntaxError(`a name is missing at ${this.at} of "${this.text}"`);
    }
    this.at += match[0].length;
    return match[0];
  }

  private space(): void {
    while (/\s/.test(this.text[this.at] ?? '')) {
      this.at += 1;
    }
  }

  private expect(char: string): void {
    this.space();
    if (this.text[this.at] !== char) {
      throw new MessageSyntaxError(`"${char}" expected at ${this.at} of "${this.text}"`);
    }
    this.at += 1;
  }

  done(): boolean {
    return this.at >= this.text.length;
  }
}

/** Reads a message into parts; throws MessageSyntaxError on a malformed one. */
export function parseMessage(text: string): readonly Part[] {
  const reader = new Reader(text);
  const parts = reader.parts(false);
  if (!reader.done()) {
    throw new MessageSyntaxError(`an unmatched "}" in "${text}"`);
  }
  return parts;
}

/** The plural and select arguments of a message with their case keys, for the tests of each language. */
export function pluralArguments(text: string): { name: string; kind: 'plural' | 'select'; cases: string[] }[] {
  const found: { name: string; kind: 'plural' | 'select'; cases: string[] }[] = [];
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part !== 'string' && part.kind !== 'simple') {
        found.push({ name: part.name, kind: part.kind, cases: [...part.cases.keys()] });
        for (const inner of part.cases.values()) {
          walk(inner);
        }
      }
    }
  };
  walk(parseMessage(text));
  return found;
}

/** The names of every argument of a message, simple, plural or select, once each and sorted. */
export function argumentNames(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part !== 'string' && part.name !== '#') {
        names.add(part.name);
        for (const inner of part.cases.values()) {
          walk(inner);
        }
      }
    }
  };
  walk(parseMessage(text));
  return [...names].sort();
}

const parsed = new Map<string, readonly Part[]>();

function partsOf(text: string): readonly Part[] {
  let parts = parsed.get(text);
  if (!parts) {
    try {
      parts = parseMessage(text);
    } catch {
      // A broken message still shows as written rather than breaking the page; the i18n tests catch it.
      parts = [text];
    }
    parsed.set(text, parts);
  }
  return parts;
}

/** One per language: a page's counts and plurals are formatted many times. */
const pluralRules = keptPerKey<Intl.PluralRules>();
const countFormat = keptPerKey<Intl.NumberFormat>();

function render(parts: readonly Part[], params: Params, locale: string, count: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
    } else if (part.name === '#') {
      out += count === undefined ? '#' : countFormat(locale, () => new Intl.NumberFormat(locale)).format(count);
    } else if (!(part.name in params)) {
      out += `{${part.name}}`;
    } else if (part.kind === 'simple') {
      out += String(params[part.name]);
    } else {
      const value = params[part.name];
      const chosen = chooseCase(part, value, locale);
      out += render(chosen, params, locale, part.kind === 'plural' ? Number(value) : count);
    }
  }
  return out;
}

function chooseCase(argument: Argument, value: string | number | undefined, locale: string): readonly Part[] {
  const other = argument.cases.get('other') ?? [];
  if (argument.kind === 'select') {
    return argument.cases.get(String(value)) ?? other;
  }
  const number = Number(value);
  return argument.cases.get(`=${number}`) ?? argument.cases.get(pluralRules(locale, () => new Intl.PluralRules(locale)).select(number)) ?? other;
}

/** Fills a message's arguments; an argument without a value is left as written. */
export function formatMessage(text: string, params: Params = {}, locale = 'en'): string {
  return render(partsOf(text), params, locale, undefined);
}
