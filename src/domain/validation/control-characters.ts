import { type FieldIssue, issue } from './issue.ts';

// C0 controls but tab, line feed and carriage return (which text areas send), DEL and the C1 controls:
// no field of the storefront takes them, and PostgreSQL refuses NUL in text outright.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The fields of a request's input, at their dot paths, whose text holds a control character: each is e01, as
 * any other malformed value is, before the input's own schema is asked.
 */
export function controlCharacterFields(input: unknown, path = ''): Record<string, FieldIssue> {
  if (typeof input === 'string') return CONTROL.test(input) ? { [path]: issue('e01') } : {};
  if (Array.isArray(input)) return Object.assign({}, ...input.map((item, index) => controlCharacterFields(item, join(path, String(index)))));
  if (input !== null && typeof input === 'object') {
    return Object.assign({}, ...Object.entries(input).map(([key, value]) => controlCharacterFields(value, join(path, key))));
  }
  return {};
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
