/**
 * One JSON object kept in the tab's session storage under a key: read whole (an empty object when there is none,
 * storage is refused, or the entry is not an object) and written through a change of what was there.
 */
export function sessionEntry(key: string) {
  function read(): Record<string, unknown> {
    try {
      const text = sessionStorage.getItem(key);
      const entry: unknown = text === null ? null : JSON.parse(text);
      return typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? { ...entry } : {};
    } catch {
      // No storage (a private mode) or an entry that is not JSON: nothing is kept.
      return {};
    }
  }

  function write(change: (entry: Record<string, unknown>) => Record<string, unknown>): void {
    try {
      sessionStorage.setItem(key, JSON.stringify(change(read())));
    } catch {
      // Private modes may refuse storage: the page still works, it just forgets.
    }
  }

  return { read, write };
}
