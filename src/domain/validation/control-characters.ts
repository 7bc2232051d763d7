import { type FieldIssue, issue } from './issue.ts';

/**
 * C0 controls but tab, line feed and carriage return (which text areas send), DEL and the C1 controls: no field
 * of the storefront takes them, and PostgreSQL refuses NUL in text outright.
 */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The fields of a request's input, at their dot paths, whose text holds a control character: each is e01, as
 * any other malformed value is, before the input's own schema is asked.
 */
export function controlCharacterFields(input: unknown, path = ''): Record<string, FieldIssue> {
  if (typeof input === 'string') return hasControlCharacter(input) ? { [path]: issue('e01') } : {};
  if (Array.isArray(input)) return Object.assign({}, ...input.map((item, index) => controlCharacterFields(item, join(path, String(index)))));
  if (input !== null && typeof input === 'object') {
    return Object.assign({}, ...Object.entries(input).map(([key, value]) => controlCharacterFields(value, join(path, key))));
  }
  return {};
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
