import { createRequire } from 'node:module';

/**
 * Reads the code of a captcha image as the server draws it (svg-captcha, 120x44,
 * font size 56): each character is a glyph of the library's font at a known place,
 * moved by at most a tenth of a pixel, so comparing it with every candidate glyph
 * finds it. Browser tests use it to get past a captcha without a back door in the
 * server; that a script can do this is why the captcha is only one of the limits.
 */
interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): { toPathData(decimals?: number): string };
}
interface Font {
  unitsPerEm: number;
  charToGlyph(ch: string): Glyph;
}

const require = createRequire(import.meta.url);
const { options } = require('svg-captcha/lib/option-manager.js') as { options: { font: Font; ascender: number; descender: number } };

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const WIDTH = 120;
const HEIGHT = 44;
const FONT_SIZE = 56;
const CODE_LENGTH = 4;

const numbers = (d: string) => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
const commands = (d: string) => d.replace(/[^A-Za-z]/g, '');

const drawnGlyphs = new Map<string, string>();

function glyphPath(ch: string, x: number): string {
  const key = `${ch}@${x}`;
  const known = drawnGlyphs.get(key);
  if (known !== undefined) return known;
  const scale = FONT_SIZE / options.font.unitsPerEm;
  const glyph = options.font.charToGlyph(ch);
  const left = x - ((glyph.advanceWidth ?? 0) * scale) / 2;
  const top = HEIGHT / 2 + ((options.ascender + options.descender) * scale) / 2;
  const path = glyph.getPath(left, top, FONT_SIZE).toPathData();
  drawnGlyphs.set(key, path);
  return path;
}

function same(seen: string, drawn: string): boolean {
  if (commands(seen) !== commands(drawn)) return false;
  const a = numbers(seen);
  const b = numbers(drawn);
  return a.length === b.length && a.every((n, i) => Math.abs(n - b[i]) < 0.15);
}

export function readCaptcha(svg: string): string {
  const spacing = (WIDTH - 2) / (CODE_LENGTH + 1);
  const drawn = [...svg.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)].map((m) => m[1]);
  const code: string[] = [];
  for (let position = 0; position < CODE_LENGTH; position++) {
    const x = spacing * (position + 1);
    const ch = [...ALPHABET].find((candidate) => drawn.some((d) => same(d, glyphPath(candidate, x))));
    if (!ch) throw new Error(`No glyph matches place ${position + 1} of the captcha`);
    code.push(ch);
  }
  return code.join('');
}
