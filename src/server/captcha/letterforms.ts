/**
 * The captcha's own letterforms: every character of its alphabet as a pen skeleton,
 * drawn in one of several styles. Units: capitals stand from y = 0 to the baseline
 * at y = 10, small letters from y = 4, descenders reach y = 13; y grows downwards.
 *
 * A skeleton is written as pen moves: `M x y` puts the pen down for a new stroke,
 * `L x y` draws a line, `A cx cy rx ry from to` continues along an elliptical arc
 * about (cx, cy) between two angles in degrees (0 is right, 90 is down), and
 * `O cx cy rx ry from to` starts a new stroke with such an arc.
 */
const SKELETONS: Readonly<Record<string, string>> = {
  A: 'M0 10 L3 0 L6 10 M1.1 6.5 L4.9 6.5',
  B: 'M0 10 L0 0 L3 0 A3 2.5 2 2.5 -90 90 L0 5 M3.2 5 A3.2 7.5 2.5 2.5 -90 90 L0 10',
  C: 'O3.5 5 3.5 5 -45 -315',
  D: 'M0 0 L0 10 L2.5 10 A2.5 5 3.5 5 90 -90 L0 0',
  E: 'M5.5 0 L0 0 L0 10 L5.5 10 M0 5 L4.5 5',
  F: 'M5.5 0 L0 0 L0 10 M0 5 L4.5 5',
  G: 'O3.5 5 3.5 5 -45 -360 L3.8 5',
  H: 'M0 0 L0 10 M6 0 L6 10 M0 5 L6 5',
  J: 'M2.5 0 L5 0 L5 7 A2.5 7 2.5 3 0 180',
  K: 'M0 0 L0 10 M5.5 0 L0 6 M1.8 4.6 L6 10',
  L: 'M0 0 L0 10 L5 10',
  M: 'M0 10 L0 0 L3.5 7 L7 0 L7 10',
  N: 'M0 10 L0 0 L6 10 L6 0',
  P: 'M0 10 L0 0 L3.3 0 A3.3 2.75 2.7 2.75 -90 90 L0 5.5',
  Q: 'O3.5 5 3.5 5 0 360 M4 7.5 L7 10.5',
  R: 'M0 10 L0 0 L3.3 0 A3.3 2.75 2.7 2.75 -90 90 L0 5.5 M3 5.5 L6 10',
  S: 'O3 2.5 2.8 2.5 -30 -270 A3 7.5 3 2.5 -90 150',
  T: 'M0 0 L6 0 M3 0 L3 10',
  U: 'M0 0 L0 7 A3 7 3 3 180 0 L6 0',
  V: 'M0 0 L3 10 L6 0',
  W: 'M0 0 L2 10 L4 3 L6 10 L8 0',
  X: 'M0 0 L6 10 M6 0 L0 10',
  Y: 'M0 0 L3 5 L6 0 M3 5 L3 10',
  Z: 'M0 0 L6 0 L0 10 L6 10',
  // Codes never draw the look-alikes I, O, i, l, o, 0 and 1, but a fixed test code (CAPTCHA_FIXED_CODE) may hold them.
  I: 'M1.5 0 L1.5 10 M0 0 L3 0 M0 10 L3 10',
  O: 'O3.5 5 3.5 5 0 360',
  i: 'M1 4 L1 10 M1 1.4 L1 2',
  l: 'M1 0 L1 10',
  o: 'O2.7 7 2.7 3 0 360',
  '0': 'O3 5 3 5 0 360 M1 8.5 L5 1.5',
  '1': 'M0.5 2 L2.5 0 L2.5 10 M0.5 10 L4.5 10',
  a: 'O2.6 7 2.6 3 0 360 M5.2 4 L5.2 10',
  b: 'M0 0 L0 10 O2.6 7 2.6 3 0 360',
  c: 'O2.7 7 2.7 3 -45 -315',
  d: 'O2.6 7 2.6 3 0 360 M5.2 0 L5.2 10',
  e: 'M0 7 L5.4 7 A2.7 7 2.7 3 0 -315',
  f: 'O3.3 2 1.5 2 -40 -180 L1.8 10 M0 4.2 L4 4.2',
  g: 'O2.6 7 2.6 3 0 360 M5.2 4 L5.2 11 A2.6 11 2.6 2 0 160',
  h: 'M0 0 L0 10 M0 6.5 A2.5 6.5 2.5 2.5 180 360 L5 10',
  j: 'M3 4 L3 11 A1.5 11 1.5 2 0 150 M3 1.4 L3 2',
  k: 'M0 0 L0 10 M4.5 4 L0 7.5 M1.6 6.3 L4.8 10',
  m: 'M0 10 L0 4 M0 6 A1.8 6 1.8 2 180 360 L3.6 10 M3.6 6 A5.4 6 1.8 2 180 360 L7.2 10',
  n: 'M0 10 L0 4 M0 6.5 A2.5 6.5 2.5 2.5 180 360 L5 10',
  p: 'M0 4 L0 13 O2.6 7 2.6 3 0 360',
  q: 'O2.6 7 2.6 3 0 360 M5.2 4 L5.2 13',
  r: 'M0 10 L0 4 M0 7 A3 7 3 3 180 290',
  s: 'O2.4 5.5 2.3 1.5 -30 -270 A2.4 8.5 2.5 1.5 -90 150',
  t: 'M1.8 1 L1.8 8.8 A3.3 8.8 1.5 1.2 180 30 M0 4 L4 4',
  u: 'M0 4 L0 7.5 A2.5 7.5 2.5 2.5 180 0 L5 4 M5 4 L5 10',
  v: 'M0 4 L2.6 10 L5.2 4',
  w: 'M0 4 L1.7 10 L3.5 5.5 L5.3 10 L7 4',
  x: 'M0 4 L5 10 M5 4 L0 10',
  y: 'M0 4 L2.7 10 M5.4 4 L1.5 13',
  z: 'M0 4 L5 4 L0 10 L5 10',
  '2': 'O2.8 3 2.8 3 -160 20 L0 10 L5.8 10',
  '3': 'O2.8 2.6 2.6 2.6 -160 90 A2.8 7.5 2.9 2.5 -90 160',
  '4': 'M4.2 10 L4.2 0 L0 7 L6 7',
  '5': 'M5.5 0 L1 0 L0.5 4.8 A2.8 7 3 3 -125 150',
  '6': 'O3 7 3 3 0 360 O5 7 5 7 180 250',
  '7': 'M0 0 L5.8 0 L2 10',
  '8': 'O2.8 2.5 2.4 2.5 0 360 O2.8 7.5 2.9 2.5 0 360',
  '9': 'O2.8 3 2.9 3 0 360 O0.7 3 5 7 0 70',
};

export interface Point {
  x: number;
  y: number;
}

/** One pen stroke: the points it passes through, in order. */
export type Stroke = Point[];

/** How a skeleton is drawn: smooth curves, curves cut into a few straight edges, or smooth with small serifs. */
export type LetterStyle = 'round' | 'angular' | 'serif';
export const LETTER_STYLES: readonly LetterStyle[] = ['round', 'angular', 'serif'];

export interface Letterform {
  strokes: Stroke[];
  /** The ink's box in letter units. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Degrees of arc per straight piece: fine enough to look round, or coarse enough to look cut. */
const ARC_STEP: Record<LetterStyle, number> = { round: 12, angular: 50, serif: 12 };
const SERIF_HALF = 0.55;

export function hasLetterform(char: string): boolean {
  return Object.hasOwn(SKELETONS, char);
}

/** The character drawn in the style; an unknown character is an error of the caller. */
export function letterform(char: string, style: LetterStyle): Letterform {
  const skeleton = SKELETONS[char];
  if (skeleton === undefined) throw new Error(`No letterform for ${JSON.stringify(char)}`);
  const strokes = penStrokes(skeleton, ARC_STEP[style]);
  const drawn = style === 'serif' ? [...strokes, ...strokes.flatMap(serifs)] : strokes;
  const all = drawn.flat();
  return {
    strokes: drawn,
    left: Math.min(...all.map((p) => p.x)),
    right: Math.max(...all.map((p) => p.x)),
    top: Math.min(...all.map((p) => p.y)),
    bottom: Math.max(...all.map((p) => p.y)),
  };
}

function penStrokes(skeleton: string, arcStep: number): Stroke[] {
  const strokes: Stroke[] = [];
  let current: Stroke = [];
  for (const [, command, args] of skeleton.matchAll(/([MLAO])([^MLAO]*)/g)) {
    const n = args.trim().split(/\s+/).map(Number);
    if (command === 'M' || command === 'O') {
      current = [];
      strokes.push(current);
    }
    if (command === 'M' || command === 'L') current.push({ x: n[0], y: n[1] });
    else current.push(...arc(n[0], n[1], n[2], n[3], n[4], n[5], arcStep));
  }
  return strokes;
}

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, step: number): Point[] {
  const pieces = Math.max(2, Math.ceil(Math.abs(to - from) / step));
  return Array.from({ length: pieces + 1 }, (_, k) => {
    const angle = ((from + ((to - from) * k) / pieces) * Math.PI) / 180;
    return { x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
  });
}

/** A short bar across each end of a stroke whose end is straight for a while: curved ends stay bare. */
function serifs(stroke: Stroke): Stroke[] {
  const ends: [Point, Point][] = [
    [stroke[0], stroke[1]],
    [stroke[stroke.length - 1], stroke[stroke.length - 2]],
  ];
  return ends
    .filter(([end, inner]) => Math.hypot(inner.x - end.x, inner.y - end.y) >= 3)
    .map(([end, inner]) => {
      const length = Math.hypot(inner.x - end.x, inner.y - end.y);
      const across = { x: (end.y - inner.y) / length, y: (inner.x - end.x) / length };
      return [
        { x: end.x - across.x * SERIF_HALF, y: end.y - across.y * SERIF_HALF },
        { x: end.x + across.x * SERIF_HALF, y: end.y + across.y * SERIF_HALF },
      ];
    });
}
