import { type Part, parseMessage } from '../../src/lib/i18n/message-format.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regular expression source that matches a message whatever fills it: the arguments given are filled in (a plural
 * or select one by its case), an argument left open matches any text, and an open plural matches any of its cases
 * with a number for `#`.
 */
export function messagePattern(
  text: string,
  params: Readonly<Record<string, string | number>>,
  choose: (value: string | number, cases: string[]) => string | undefined,
): string {
  const walk = (parts: readonly Part[]): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return escapeRegExp(part);
        if (part.name === '#') return '[\\d.,\\s\\u00a0\\u202f]+';
        const value = params[part.name];
        if (part.kind === 'simple') return value === undefined ? '.+' : escapeRegExp(String(value));
        const chosen = value === undefined ? undefined : choose(value, [...part.cases.keys()]);
        const cases = chosen ? [part.cases.get(chosen) ?? []] : [...part.cases.values()];
        return `(?:${cases.map(walk).join('|')})`;
      })
      .join('');
  return walk(parseMessage(text));
}
