import sharp from 'sharp';

/**
 * A template-matching captcha reader, as a script against the storefront would be
 * written: rasterise, binarise, cut the ink into letter candidates, and match each
 * against templates of the alphabet. It is the strong attacker: its templates are
 * the generator's own letterforms, in every style, and it knows the code length.
 */

/** Ink pixels of a picture, as indices into a width-by-height raster. */
interface Ink {
  width: number;
  height: number;
  pixels: number[];
}

interface Template {
  char: string;
  cells: Float32Array;
  aspect: number;
}

const GRID = 20;
/** Darker than this (0-255) is ink: the captcha's ink is dark and its clutter faint. */
const INK_BELOW = 128;
/** Smaller pieces than this are specks, not letters or their dots. */
const SPECK = 10;
/** Tilts tried on each candidate, to undo a rotated letter. */
const TILTS = [-30, -20, -10, 0, 10, 20, 30];

export interface CaptchaReader {
  read(svg: string, length: number): Promise<string>;
}

/** A reader with templates made by `drawClean`, which draws one character undistorted in each known letterform. */
export async function templateReader(alphabet: string, drawClean: (char: string) => string[]): Promise<CaptchaReader> {
  const templates: Template[] = [];
  for (const char of alphabet) {
    for (const svg of drawClean(char)) {
      const ink = await inkOf(svg);
      const points = ink.pixels.map((i) => ({ x: i % ink.width, y: Math.floor(i / ink.width) }));
      templates.push({ char, ...normalised(points) });
    }
  }
  return {
    async read(svg, length) {
      const ink = await inkOf(svg);
      return candidates(ink, length)
        .map((points) => bestMatch(points, templates))
        .join('');
    },
  };
}

async function inkOf(svg: string): Promise<Ink> {
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const pixels: number[] = [];
  for (let i = 0; i < info.width * info.height; i++) if (data[i * info.channels] < INK_BELOW) pixels.push(i);
  return { width: info.width, height: info.height, pixels };
}

type Points = { x: number; y: number }[];

/** Connected pieces of ink, joined when one stands above another, then cut or merged to the expected count. */
function candidates(ink: Ink, length: number): Points[] {
  let pieces = components(ink)
    .filter((piece) => piece.length >= SPECK)
    .sort((a, b) => left(a) - left(b));
  pieces = joinStacked(pieces);
  while (pieces.length > length) pieces = mergeClosest(pieces);
  while (pieces.length < length) pieces = splitWidest(pieces);
  return pieces;
}

function components(ink: Ink): Points[] {
  const isInk = new Uint8Array(ink.width * ink.height);
  for (const i of ink.pixels) isInk[i] = 1;
  const pieces: Points[] = [];
  for (const start of ink.pixels) {
    if (isInk[start] !== 1) continue;
    isInk[start] = 2;
    const stack = [start];
    const piece: Points = [];
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const [x, y] = [i % ink.width, Math.floor(i / ink.width)];
      piece.push({ x, y });
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= ink.width || ny >= ink.height) continue;
          const n = ny * ink.width + nx;
          if (isInk[n] === 1) {
            isInk[n] = 2;
            stack.push(n);
          }
        }
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

const left = (points: Points) => Math.min(...points.map((p) => p.x));
const right = (points: Points) => Math.max(...points.map((p) => p.x));

/** A dot over a j, or a bar cut off a letter, stands mostly within the columns of its letter. */
function joinStacked(pieces: Points[]): Points[] {
  const joined: Points[] = [];
  for (const piece of pieces) {
    const previous = joined[joined.length - 1];
    if (previous) {
      const shared = Math.min(right(previous), right(piece)) - Math.max(left(previous), left(piece));
      const narrower = Math.min(right(previous) - left(previous), right(piece) - left(piece));
      if (shared > 0.5 * narrower) {
        joined[joined.length - 1] = [...previous, ...piece];
        continue;
      }
    }
    joined.push(piece);
  }
  return joined;
}

function mergeClosest(pieces: Points[]): Points[] {
  let best = 0;
  for (let i = 1; i < pieces.length - 1; i++) {
    if (left(pieces[i + 1]) - right(pieces[i]) < left(pieces[best + 1]) - right(pieces[best])) best = i;
  }
  return [...pieces.slice(0, best), [...pieces[best], ...pieces[best + 1]], ...pieces.slice(best + 2)];
}

/** Cuts the widest piece at its thinnest column near the middle: where two touching letters meet. */
function splitWidest(pieces: Points[]): Points[] {
  const widths = pieces.map((piece) => right(piece) - left(piece));
  const widest = widths.indexOf(Math.max(...widths));
  const piece = pieces[widest];
  const [from, to] = [left(piece), right(piece)];
  const columns = new Array<number>(to - from + 1).fill(0);
  for (const p of piece) columns[p.x - from]++;
  let cut = Math.round((from + to) / 2);
  for (let x = Math.round(from + 0.3 * (to - from)); x <= from + 0.7 * (to - from); x++) {
    if (columns[x - from] < columns[cut - from]) cut = x;
  }
  const parts = [piece.filter((p) => p.x < cut), piece.filter((p) => p.x >= cut)].filter((part) => part.length > 0);
  return [...pieces.slice(0, widest), ...(parts.length === 2 ? parts : [piece, piece]), ...pieces.slice(widest + 1)];
}

/** The ink scaled into a square grid, centred, blurred a little so near misses still score. */
function normalised(points: Points): { cells: Float32Array; aspect: number } {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.max(x1 - x0, y1 - y0) + 1;
  const scale = (GRID - 2) / size;
  const [ox, oy] = [(GRID - (x1 - x0 + 1) * scale) / 2, (GRID - (y1 - y0 + 1) * scale) / 2];
  const hits = new Float32Array(GRID * GRID);
  for (const p of points) {
    const gx = Math.min(GRID - 1, Math.floor(ox + (p.x - x0 + 0.5) * scale));
    const gy = Math.min(GRID - 1, Math.floor(oy + (p.y - y0 + 0.5) * scale));
    hits[gy * GRID + gx] = 1;
  }
  const cells = new Float32Array(GRID * GRID);
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < GRID && ny < GRID) sum += hits[ny * GRID + nx] * (dx === 0 && dy === 0 ? 2 : 1);
        }
      }
      cells[y * GRID + x] = sum;
    }
  }
  const norm = Math.hypot(...cells) || 1;
  for (let i = 0; i < cells.length; i++) cells[i] /= norm;
  return { cells, aspect: (x1 - x0 + 1) / (y1 - y0 + 1) };
}

/** The template that correlates best with the candidate at any of the tilts tried. */
function bestMatch(points: Points, templates: Template[]): string {
  const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let best = { char: '?', score: -Infinity };
  for (const tilt of TILTS) {
    const [cos, sin] = [Math.cos((tilt * Math.PI) / 180), Math.sin((tilt * Math.PI) / 180)];
    const turned = points.map((p) => ({ x: Math.round(cx + (p.x - cx) * cos - (p.y - cy) * sin), y: Math.round(cy + (p.x - cx) * sin + (p.y - cy) * cos) }));
    const { cells, aspect } = normalised(turned);
    for (const template of templates) {
      let score = 0;
      for (let i = 0; i < cells.length; i++) score += cells[i] * template.cells[i];
      score -= 0.2 * Math.abs(Math.log(aspect / template.aspect));
      if (score > best.score) best = { char: template.char, score };
    }
  }
  return best.char;
}
