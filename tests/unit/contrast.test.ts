import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseColour, parseColours } from '../support/contrast.ts';

const ratio = (a: string, b: string) => contrastRatio(parseColour(a), parseColour(b));

describe('contrast as WCAG measures it', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(ratio('#0b5cad', '#0b5cad')).toBe(1);
  });

  it('puts #767676 on white just above the 4.5 of normal text', () => {
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it("finds the old orange focus ring too faint on white and on the search page's header", () => {
    expect(ratio('#ff9d00', '#ffffff')).toBeCloseTo(2.08, 2);
    expect(ratio('#ff9d00', '#5aa9f5')).toBeCloseTo(1.2, 2);
  });

  it('reads the colours of computed styles, box-shadow lists included', () => {
    expect(parseColour('rgb(27, 36, 48)')).toEqual({ r: 27, g: 36, b: 48, a: 1 });
    expect(parseColours('rgb(255, 255, 255) 0px 0px 0px 2px, rgba(0, 0, 0, 0.15) 0px 6px 16px 0px')).toEqual([
      { r: 255, g: 255, b: 255, a: 1 },
      { r: 0, g: 0, b: 0, a: 0.15 },
    ]);
    expect(parseColours('none')).toEqual([]);
  });

  it('sees a half-transparent black on white as mid grey', () => {
    expect(composite([parseColour('rgba(0, 0, 0, 0.5)'), parseColour('rgb(255, 255, 255)')])).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
  });
});
