/**
 * Text cut into pieces of at most so many UTF-8 bytes, never inside a character: the first piece within `firstBytes`,
 * each after it within `restBytes`. Both a calendar's folded lines and a mail header's encoded words are counted in
 * bytes, not characters.
 */
export function utf8Pieces(text: string, firstBytes: number, restBytes: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let bytes = 0;
  let limit = firstBytes;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > limit && piece !== '') {
      pieces.push(piece);
      piece = '';
      bytes = 0;
      limit = restBytes;
    }
    piece += char;
    bytes += size;
  }
  pieces.push(piece);
  return pieces;
}
