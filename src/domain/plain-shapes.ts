/*
 * Checks of stored values by their shape, for the pages that read a step of a funnel as they start and load no schema
 * library then (src/domain/booking/funnel-checks.ts, src/domain/mileage/award-selection-check.ts). Each check answers the value as the schema it follows would parse it (only the fields it names),
 * or undefined; a test holds each such check to its schema.
 */

/** A value as a shape reads it, or undefined when it does not fit. */
export type Shape<T> = (value: unknown) => T | undefined;

type Read<S> = S extends Shape<infer T> ? T : never;

export const text: Shape<string> = (value) => (typeof value === 'string' ? value : undefined);

/** A number, as JSON holds one: never NaN. */
export const number: Shape<number> = (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : undefined);

export const boolean: Shape<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** Text that matches a pattern. */
export function matching(pattern: RegExp): Shape<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
}

/** A whole number from 0 to `max`. */
export function wholeUpTo(max: number): Shape<number> {
  return (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : undefined);
}

/** One of a few values. */
export function oneOf<const T extends readonly (string | number)[]>(options: T): Shape<T[number]> {
  return (value) => options.find((option) => option === value);
}

/** A list whose every item fits `item`. */
export function listOf<T>(item: Shape<T>): Shape<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items = value.map(item);
    return items.every((read): read is T => read !== undefined) ? items : undefined;
  };
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/**
 * An object with these fields, each fitting its shape, and these optional ones, each absent (or undefined) or fitting
 * its shape; other fields are left out, and so is an optional one that is absent.
 */
export function objectOf<S extends Readonly<Record<string, Shape<unknown>>>, O extends Readonly<Record<string, Shape<unknown>>> = Record<never, never>>(
  shape: S,
  optional?: O,
): Shape<{ -readonly [K in keyof S]: Read<S[K]> } & { -readonly [K in keyof O]?: Read<O[K]> }> {
  return (value) => {
    if (!isObject(value) || Array.isArray(value)) return undefined;
    const read: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const found = field(value[key]);
      if (found === undefined) return undefined;
      read[key] = found;
    }
    for (const [key, field] of Object.entries(optional ?? {})) {
      if (value[key] === undefined) continue;
      const found = field(value[key]);
      if (found === undefined) return undefined;
      read[key] = found;
    }
    return read as { -readonly [K in keyof S]: Read<S[K]> } & { -readonly [K in keyof O]?: Read<O[K]> };
  };
}

/** A record's type: any text keys, or some of a few named ones. */
type RecordOf<K extends string, T> = string extends K ? Record<string, T> : Partial<Record<K, T>>;

/** An object whose every key fits `key` and every value fits `item`. */
export function recordOf<K extends string, T>(key: Shape<K>, item: Shape<T>): Shape<RecordOf<K, T>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const read: Partial<Record<K, T>> = {};
    for (const [name, entry] of Object.entries(value)) {
      const known = key(name);
      const found = item(entry);
      if (known === undefined || found === undefined) return undefined;
      read[known] = found;
    }
    return read as RecordOf<K, T>;
  };
}
