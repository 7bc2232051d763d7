/**
 * Values made once per key and kept, for what costs far more to make than to use: Intl's formatters and rules (keyed
 * by languages, currencies and zones), a statement's name (keyed by its text). The keys are a few hundred at most;
 * past `limit` the kept values are dropped and made again as they are asked for, so that a caller passing unexpected
 * keys cannot grow it without end.
 */
export function keptPerKey<T>(limit = 500): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make();
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
