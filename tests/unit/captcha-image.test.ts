import { describe, expect, it } from 'vitest';
import { drawCaptcha } from '../../src/server/captcha/captcha-image.ts';
import { ALPHABET } from '../../src/server/captcha/captcha-service.ts';
import { hasLetterform } from '../../src/server/captcha/letterforms.ts';
import { seededRandom } from '../support/seeded-random.ts';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const paths = (svg: string) =>
  [...svg.matchAll(/<path d="[^"]*" fill="none" stroke="(#[0-9a-f]{6})" stroke-width="([\d.]+)"/g)].map((m) => ({ colour: m[1], width: Number(m[2]) }));

describe('the captcha image', () => {
  it('is the same for the same random numbers, and differs for others', () => {
    expect(drawCaptcha('Kp3mW', seededRandom(5))).toBe(drawCaptcha('Kp3mW', seededRandom(5)));
    expect(drawCaptcha('Kp3mW', seededRandom(6))).not.toBe(drawCaptcha('Kp3mW', seededRandom(5)));
  });

  it('has a letterform for every letter and digit, so that any code the configuration allows can be drawn', () => {
    for (const char of ALPHABET) expect(hasLetterform(char), char).toBe(true);
    for (const char of 'IOilo01') expect(hasLetterform(char), char).toBe(true);
    expect(drawCaptcha('AB12', seededRandom(1))).toMatch(/^<svg /);
    expect(() => drawCaptcha('ab-', seededRandom(1))).toThrow('No letterform for "-"');
  });

  it('tells nothing of its letters in the markup: no text, no ids, the same few paths whatever the length of the code', () => {
    const counts = ['T3ST', 'T3ST4', 'T3ST42'].map((code) => {
      const svg = drawCaptcha(code, seededRandom(9));
      expect(svg).toMatch(/^<svg [^>]*><rect [^>]*\/>(<path [^>]*\/>)+<\/svg>$/);
      expect(svg).not.toMatch(/<text|<g[ >]|<use|\bid=|font|T3ST/i);
      return paths(svg).length;
    });
    expect(new Set(counts)).toEqual(new Set([4]));
  });

  it('draws its letters and the strokes across them at a contrast of at least 4.5:1, and its faint clutter under 1.5:1', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const svg = drawCaptcha('Ab3dE', seededRandom(seed));
      const background = svg.match(/<rect [^>]*fill="(#[0-9a-f]{6})"/)?.[1] ?? '';
      const [clutter, ...pens] = paths(svg);
      expect(contrast(clutter.colour, background)).toBeLessThan(1.5);
      for (const pen of pens) expect(contrast(pen.colour, background)).toBeGreaterThanOrEqual(4.5);
      // The thinnest pen stays well clear of a hairline at the size the page shows the image.
      expect(Math.min(...pens.map((pen) => pen.width))).toBeGreaterThanOrEqual(2);
    }
  });
});
