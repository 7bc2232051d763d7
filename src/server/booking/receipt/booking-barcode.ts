// The Node build (PNG through zlib); the package's bare name resolves to it only under Node's own conditions.
import { toBuffer } from 'bwip-js/node';

/**
 * The booking reference as a PDF417 symbol (the two-dimensional code of boarding passes), drawn as a black on
 * white PNG: two pixels a module, with a quiet zone of four modules around it for scanners.
 */
export function bookingBarcode(locator: string): Promise<Buffer> {
  return toBuffer({ bcid: 'pdf417', text: locator, scale: 2, padding: 4, backgroundcolor: 'FFFFFF' });
}
