import { CAPTCHA_IMAGE_SIZE } from '../../domain/captcha.ts';
import { LETTER_STYLES, type LetterStyle, letterform, type Point, type Stroke } from './letterforms.ts';

/** Uniform numbers in [0, 1): unpredictable in service, seeded in tests. */
export type RandomSource = () => number;

/** How far the drawing strays from clean letters; every number is the largest amount either way. */
export interface CaptchaLook {
  styles: readonly LetterStyle[];
  /** Tilt of each letter, degrees. */
  tilt: number;
  /** Horizontal shear of each letter (x moves by shear times the height above the centre). */
  shear: number;
  /** Each letter is scaled by 1 plus or minus this. */
  sizeSpread: number;
  /** Move of each letter up or down, in letter units (a capital is 10 high). */
  baselineShift: number;
  /** How far each letter reaches into the one before, in letter units; negative leaves a gap. */
  overlap: { min: number; max: number };
  /** A smooth bend of each letter's own skeleton, in letter units: no two draws of a letter are alike. */
  bend: number;
  /** Amplitude of the smooth displacement of the whole image, in pixels. */
  warp: number;
  /** Curves across the whole text, drawn as the letters are. */
  crossings: number;
  /** Short arcs among the letters, drawn as the letters are. */
  scraps: number;
  /** Faint strokes in the background. */
  clutter: number;
}

/**
 * What a template-matching reader has to get past: tilted, sheared and bent letters
 * in three letterforms that run into one another, a warp of the whole image, and
 * strokes across the text that look like the letters' own. Measured by
 * tests/unit/captcha-reader.test.ts; people still read it, so each amount stays
 * below where letters start to look alike.
 */
export const HARDENED_LOOK: CaptchaLook = {
  styles: LETTER_STYLES,
  tilt: 18,
  shear: 0.15,
  sizeSpread: 0.1,
  baselineShift: 1.2,
  overlap: { min: -1, max: 0.3 },
  bend: 0.4,
  warp: 2,
  crossings: 1,
  scraps: 2,
  clutter: 14,
};

const BACKGROUND = '#f4f6f9';
/** Dark inks, each above 10:1 against the background, so people with low vision read the letters. */
const INKS = ['#1b2838', '#2a2f6b', '#3d2450', '#173f33', '#4a2a1a'];
/** Faint enough (under 1.5:1) that it never reads as a stroke of a letter. */
const CLUTTER_INK = '#d3dbe5';
/** Stroke widths in pixels; every letter stroke and every crossing takes one of them at random. */
const PEN_WIDTHS = [2.3, 2.9, 3.5];
/** Height of a capital in pixels, before the letters are shrunk to fit the width. */
const CAPITAL_HEIGHT = 32;
/** Letters a little wider than the skeletons: wide letters stay apart when tilted and bent. */
const WIDEN = 1.15;
/** The unit-space height the letters are centred on: between a capital's middle and the baseline. */
const LETTER_MIDDLE = 6;
const SIDE_MARGIN = 8;
/** Longest straight piece, in pixels, that the warp moves: short enough for it to bend the piece. */
const PIECE = 1.5;
/** The same, in letter units, for the bend of each letter. */
const BEND_PIECE = 0.5;

/** The SVG image of the code. Pure: the same code and random numbers give the same image. */
export function drawCaptcha(code: string, random: RandomSource, look: CaptchaLook = HARDENED_LOOK): string {
  const { width, height } = CAPTCHA_IMAGE_SIZE;
  const between = (min: number, max: number) => min + (max - min) * random();
  const spread = (amount: number) => between(-amount, amount);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

  const letters = placeLetters([...code], look, { between, spread, pick }, width);
  const warp = warpField(look.warp, random);
  const pens: Stroke[][] = PEN_WIDTHS.map(() => []);
  const toPen = (stroke: Stroke, pen = Math.floor(random() * pens.length)): void => {
    pens[pen].push(cut(stroke, PIECE).map(warp));
  };

  for (const stroke of letters) toPen(stroke);
  // The noise goes to the pens in turn, so that no path holds letters alone.
  const noise = [
    ...Array.from({ length: look.crossings }, () => crossing(width, height, between, spread)),
    ...Array.from({ length: look.scraps }, () => scrap(width, height, between)),
  ];
  for (const [i, stroke] of noise.entries()) toPen(stroke, i % pens.length);
  const clutter = Array.from({ length: look.clutter }, () => scrap(width, height, between, 0.25));

  const ink = pick(INKS);
  const paths = [pathElement(clutter, CLUTTER_INK, 1.4, random), ...pens.map((strokes, i) => pathElement(strokes, ink, PEN_WIDTHS[i], random))];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${BACKGROUND}"/>${paths.join('')}</svg>`;
}

interface Draw {
  between(min: number, max: number): number;
  spread(amount: number): number;
  pick<T>(items: readonly T[]): T;
}

/** Every letter in its style and pose, in a row centred in the image, as strokes in pixels. */
function placeLetters(chars: string[], look: CaptchaLook, draw: Draw, width: number): Stroke[] {
  const { height } = CAPTCHA_IMAGE_SIZE;
  const poses = chars.map((char) => {
    const form = letterform(char, draw.pick(look.styles));
    return {
      form,
      size: 1 + draw.spread(look.sizeSpread),
      overlap: draw.between(look.overlap.min, look.overlap.max),
      tilt: (draw.spread(look.tilt) * Math.PI) / 180,
      shear: draw.spread(look.shear),
      shift: draw.spread(look.baselineShift),
      bend: bendOf(look.bend, draw),
    };
  });
  // The row's length in letter units, with each overlap taken off, decides the pixel size that fits.
  const row = poses.reduce((sum, pose, i) => sum + (pose.form.right - pose.form.left) * WIDEN * pose.size - (i > 0 ? pose.overlap : 0), 0);
  const unit = Math.min(CAPITAL_HEIGHT / 10, (width - 2 * SIDE_MARGIN) / row);
  let cursor = (width - row * unit) / 2;
  return poses.flatMap((pose, i) => {
    const { form, size } = pose;
    if (i > 0) cursor -= pose.overlap * unit;
    const letterWidth = (form.right - form.left) * WIDEN * size * unit;
    const centre = { x: cursor + letterWidth / 2, y: height / 2 + pose.shift * unit };
    cursor += letterWidth;
    const middle = (form.left + form.right) / 2;
    const [cos, sin] = [Math.cos(pose.tilt), Math.sin(pose.tilt)];
    const place = (point: Point): Point => {
      const bent = pose.bend(point);
      const x = (bent.x - middle) * WIDEN * size * unit;
      const y = (bent.y - LETTER_MIDDLE) * size * unit;
      const sheared = x + pose.shear * -y;
      return { x: centre.x + sheared * cos - y * sin, y: centre.y + sheared * sin + y * cos };
    };
    return form.strokes.map((stroke) => cut(stroke, BEND_PIECE).map(place));
  });
}

/** A gentle wave through the skeleton in letter units, different for each letter. */
function bendOf(amount: number, draw: Draw): (p: Point) => Point {
  const [ax, ay] = [draw.spread(amount), draw.spread(amount)];
  const [fx, fy] = [draw.between(0.35, 0.8), draw.between(0.35, 0.8)];
  const [px, py] = [draw.between(0, 2 * Math.PI), draw.between(0, 2 * Math.PI)];
  return (p) => ({ x: p.x + ax * Math.sin(p.y * fy + px), y: p.y + ay * Math.sin(p.x * fx + py) });
}

/** A smooth displacement of the whole picture: two waves each way, so straight strokes come out curved. */
function warpField(amplitude: number, random: RandomSource): (p: Point) => Point {
  const wave = (shortest: number, longest: number) => {
    const length = shortest + (longest - shortest) * random();
    const phase = 2 * Math.PI * random();
    return (t: number) => Math.sin((2 * Math.PI * t) / length + phase);
  };
  const [across1, across2, down1, down2] = [wave(24, 40), wave(50, 90), wave(28, 48), wave(60, 110)];
  return (p) => ({
    x: p.x + amplitude * (0.6 * across1(p.y) + 0.3 * across2(p.y)),
    y: p.y + amplitude * (0.7 * down1(p.x) + 0.4 * down2(p.x)),
  });
}

/** A long curve across most of the width, through the band the letters stand in. */
function crossing(width: number, height: number, between: Draw['between'], spread: Draw['spread']): Stroke {
  const [start, end] = [height / 2 + spread(height * 0.22), height / 2 + spread(height * 0.22)];
  const [bow, length, phase] = [spread(height * 0.08), between(70, 160), between(0, 2 * Math.PI)];
  const [from, to] = [between(-4, width * 0.2), between(width * 0.8, width + 4)];
  return Array.from({ length: 40 }, (_, k) => {
    const x = from + ((to - from) * k) / 39;
    const along = (x - from) / (to - from);
    return { x, y: start + (end - start) * along + bow * Math.sin((2 * Math.PI * x) / length + phase) };
  });
}

/**
 * An arc the size of part of a letter among the letters, or made smaller anywhere in the
 * picture; one beside the row would pass for a character more.
 */
function scrap(width: number, height: number, between: Draw['between'], scale = 1): Stroke {
  const reach = scale < 1 ? 0.5 : 0.25;
  const centre = { x: between(width * (0.5 - reach), width * (0.5 + reach)), y: between(height * 0.2, height * 0.8) };
  const [rx, ry] = [between(4, 12) * scale * 2, between(4, 10) * scale * 2];
  const from = between(0, 2 * Math.PI);
  const sweep = between(0.8, 2.2);
  return Array.from({ length: 12 }, (_, k) => {
    const angle = from + (sweep * k) / 11;
    return { x: centre.x + (rx / 2) * Math.cos(angle), y: centre.y + (ry / 2) * Math.sin(angle) };
  });
}

/** The stroke with its straight pieces cut to at most `longest`. */
function cut(stroke: Stroke, longest: number): Stroke {
  return stroke.flatMap((point, i) => {
    if (i === 0) return [point];
    const from = stroke[i - 1];
    const pieces = Math.max(1, Math.ceil(Math.hypot(point.x - from.x, point.y - from.y) / longest));
    return Array.from({ length: pieces }, (_, k) => lerp(from, point, (k + 1) / pieces));
  });
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/**
 * One path of all the strokes of one pen. The strokes are cut into short runs that
 * overlap by part of a piece (so no two runs share an end point to chain them by),
 * each run goes either way, and the runs are shuffled: nothing in the markup says
 * which run belongs to which letter, or to a letter at all.
 */
function pathElement(strokes: Stroke[], colour: string, penWidth: number, random: RandomSource): string {
  const runs: Stroke[] = [];
  for (const stroke of strokes) {
    let [start, head] = [0, stroke[0]];
    for (;;) {
      const end = Math.min(stroke.length - 1, start + 3 + Math.floor(random() * 8));
      const run = [head, ...stroke.slice(start + 1, end + 1)];
      runs.push(random() < 0.5 ? run.reverse() : run);
      if (end === stroke.length - 1) break;
      [start, head] = [end - 1, lerp(stroke[end - 1], stroke[end], 0.2 + 0.6 * random())];
    }
  }
  for (let i = runs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [runs[i], runs[j]] = [runs[j], runs[i]];
  }
  const d = runs.map((run) => `M${run.map((p) => `${round(p.x)} ${round(p.y)}`).join('L')}`).join('');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${penWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function round(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}
