/** Colour contrast as WCAG 2.2 defines it, for tests that measure what the browser draws. */

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0 (transparent) to 1 (opaque). */
  readonly a: number;
}

const CSS_COLOUR = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/g;

/** Every rgb()/rgba() colour in a computed style value (a colour, or a list of box shadows), in order; #hex too. */
export function parseColours(value: string): Rgba[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const n = Number.parseInt(hex[1], 16);
    return [{ r: n >> 16, g: (n >> 8) & 255, b: n & 255, a: 1 }];
  }
  return [...value.matchAll(CSS_COLOUR)].map(([, r, g, b, alpha]) => ({
    r: Number(r),
    g: Number(g),
    b: Number(b),
    a: alpha === undefined ? 1 : alpha.endsWith('%') ? Number(alpha.slice(0, -1)) / 100 : Number(alpha),
  }));
}

export function parseColour(value: string): Rgba {
  const [colour] = parseColours(value);
  if (!colour) throw new Error(`not a colour: ${value}`);
  return colour;
}

/** A colour drawn over the backgrounds under it (the nearest first), as the eye sees it; white under them all. */
export function composite(layers: readonly Rgba[]): Rgba {
  let seen: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of [...layers].reverse()) {
    const mix = (top: number, under: number) => top * layer.a + under * (1 - layer.a);
    seen = { r: mix(layer.r, seen.r), g: mix(layer.g, seen.g), b: mix(layer.b, seen.b), a: 1 };
  }
  return seen;
}

/** WCAG relative luminance of an opaque sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colours that draw a focus ring: the outline's (when it is drawn) and those of the outer box shadows. */
export function ringColours(outline: { style: string; width: string; colour: string }, boxShadow: string): Rgba[] {
  const drawn = outline.style !== 'none' && Number.parseFloat(outline.width) > 0 ? parseColours(outline.colour) : [];
  // Shadows are split at the commas between them, not those inside rgba(); an inset shadow is a fill, not a ring.
  const outer = boxShadow.split(/,(?![^(]*\))/).filter((shadow) => shadow.trim() !== 'none' && !shadow.includes('inset'));
  return [...drawn, ...outer.flatMap(parseColours)].filter((colour) => colour.a > 0);
}
