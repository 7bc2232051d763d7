/**
 * Rows of text fields as one string: a line per row, its fields apart by tabs. Islands' props travel in this shape in
 * every page's HTML, where Astro wraps each value of an object or array and escapes each quote, some thirty bytes of
 * markup per field; here a field costs one. A field must hold no tab or line break.
 */
export function toTabLines(rows: readonly (readonly string[])[]): string {
  return rows.map((fields) => fields.join('\t')).join('\n');
}

/** The rows of `toTabLines`; none for an empty string. */
export function fromTabLines(text: string): string[][] {
  return text === '' ? [] : text.split('\n').map((line) => line.split('\t'));
}
