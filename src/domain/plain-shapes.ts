/*
 * Checks of stored values by their shape, for the pages that read a step of a funnel as they start and load no schema
 * library then (src/domain/mileage/award-selection-check.ts). Each check answers the value as the schema it follows
 * would parse it (only the fields it names), or undefined; a test holds each such check to its schema.
 */

/** A value as a shape reads it, or undefined when it does not fit. */
export type Shape<T> = (value: unknown) => T | undefined;

type Read<S> = S extends Shape<infer T> ? T : never;

export const text: Shape<string> = (value) => (typeof value === 'string' ? value : undefined);

/** A number, as JSON holds one: never NaN. */
export const number: Shape<number> = (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : undefined);

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

/** An object with these fields, each fitting its shape (other fields are left out). */
export function objectOf<S extends Readonly<Record<string, Shape<unknown>>>>(shape: S): Shape<{ -readonly [K in keyof S]: Read<S[K]> }> {
  return (value) => {
    if (!isObject(value) || Array.isArray(value)) return undefined;
    const read: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const found = field(value[key]);
      if (found === undefined) return undefined;
      read[key] = found;
    }
    return read as { -readonly [K in keyof S]: Read<S[K]> };
  };
}

/** An object whose every key fits `key` and every value fits `item`. */
export function recordOf<K extends string, T>(key: Shape<K>, item: Shape<T>): Shape<Partial<Record<K, T>>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const read: Partial<Record<K, T>> = {};
    for (const [name, entry] of Object.entries(value)) {
      const known = key(name);
      const found = item(entry);
      if (known === undefined || found === undefined) return undefined;
      read[known] = found;
    }
    return read;
  };
}
