import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Lang } from '../../../domain/languages.ts';
import type { LocaleFormat } from '../../../domain/locale-format.ts';
import { currencyExponent } from '../../../domain/money.ts';

/** Debian's fonts-noto-cjk puts the Noto Sans CJK collection here. */
export const DEFAULT_RECEIPT_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The bold collection, looked for beside the regular one; headings fall back to the regular face without it. */
const BOLD_COLLECTION = 'NotoSansCJK-Bold.ttc';
const FONT_PACKAGE = 'fonts-noto-cjk';

/** The receipt's font cannot be had: no file set, or the file is missing, unreadable or not a Noto Sans CJK collection. */
export class ReceiptFontError extends Error {
  /** The file asked for, if one was set. */
  readonly fontFile: string | undefined;

  constructor(message: string, fontFile: string | undefined, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ReceiptFontError';
    this.fontFile = fontFile;
  }
}

/** The two collections as read from disk: the bold one is null when it is not beside the regular one. */
export interface ReceiptFontFiles {
  readonly path: string;
  readonly regular: Buffer;
  readonly bold: Buffer | null;
}

/**
 * Reads the collections on first use and keeps them for every later receipt; a failed read is not kept, so
 * that installing the fonts takes effect without a restart. Each caller gets the same reading while it runs.
 */
export function receiptFontLoader(fontFile: string | undefined): () => Promise<ReceiptFontFiles> {
  let reading: Promise<ReceiptFontFiles> | undefined;
  return () => {
    reading ??= readCollections(fontFile).catch((error: unknown) => {
      reading = undefined;
      throw error;
    });
    return reading;
  };
}

async function readCollections(fontFile: string | undefined): Promise<ReceiptFontFiles> {
  if (!fontFile) {
    throw new ReceiptFontError(
      `No font file is set for itinerary receipts: install the Debian package ${FONT_PACKAGE} and set ${DEFAULT_RECEIPT_FONT}.`,
      undefined,
    );
  }
  let regular: Buffer;
  try {
    regular = await readFile(fontFile);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ReceiptFontError(
      `The font file of itinerary receipts ${fontFile} cannot be read (${code}): install the Debian package ${FONT_PACKAGE} or set the path of a Noto Sans CJK collection.`,
      fontFile,
      { cause: error },
    );
  }
  const boldPath = join(dirname(fontFile), BOLD_COLLECTION);
  const bold = boldPath === fontFile || basename(fontFile) === BOLD_COLLECTION ? null : await readFile(boldPath).catch(() => null);
  return { path: fontFile, regular, bold };
}

/** The region of the collection whose glyph shapes a language expects; Japanese covers Latin and Cyrillic for the others. */
const REGION: Record<Lang, 'JP' | 'KR' | 'SC' | 'TC'> = {
  ja: 'JP',
  ko: 'KR',
  zh: 'SC',
  tc: 'TC',
  en: 'JP',
  de: 'JP',
  fr: 'JP',
  it: 'JP',
  es: 'JP',
  ru: 'JP',
};

/** The PostScript names of the faces a language's receipt is set in. */
export function receiptFaces(lang: Lang): { regular: string; bold: string } {
  const region = REGION[lang].toLowerCase();
  return { regular: `NotoSansCJK${region}-Regular`, bold: `NotoSansCJK${region}-Bold` };
}

/** The names the receipt's fonts are registered under in a document. */
export const FONT = { regular: 'receipt-regular', bold: 'receipt-bold' } as const;

/** The part of a PDFKit document that takes fonts. */
interface FontTaker {
  registerFont(name: string, src: Buffer, family: string): unknown;
  font(name: string): unknown;
}

/** Registers the language's faces in a document as FONT.regular and FONT.bold, and checks that the collections hold them. */
export function registerReceiptFonts(doc: FontTaker, files: ReceiptFontFiles, lang: Lang): void {
  const faces = receiptFaces(lang);
  const use = (name: string, src: Buffer, face: string) => {
    doc.registerFont(name, src, face);
    doc.font(name);
  };
  try {
    use(FONT.regular, files.regular, faces.regular);
  } catch (error) {
    throw new ReceiptFontError(
      `The font file of itinerary receipts ${files.path} holds no face ${faces.regular}: set the Noto Sans CJK collection of the Debian package ${FONT_PACKAGE}.`,
      files.path,
      { cause: error },
    );
  }
  try {
    if (!files.bold) throw new Error('no bold collection');
    use(FONT.bold, files.bold, faces.bold);
  } catch {
    use(FONT.bold, files.regular, faces.regular);
  }
  doc.font(FONT.regular);
}

/** Latin letters beyond Latin-1 that Noto Sans CJK draws (those of pinyin and Vietnamese); it has no others. */
const DRAWN_LATIN = new Set('ĀāĂăĐđĒēĚěĨĩĪīŃńŇňŌōŎŏŒœŨũŪūŬŭƒƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǸǹ');
/** Letters without a canonical decomposition, and the letter each is read as. */
const PLAIN_LETTER: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i', Ŀ: 'L', ŀ: 'l' };

/**
 * Text as Noto Sans CJK can draw it: the spaces it lacks (the narrow no-break space French numbers are grouped
 * with, thin spaces) become no-break spaces, invisible format characters go, and accented Latin letters it
 * lacks (Š, ł, ő) lose their accents rather than show as empty boxes.
 */
export function printable(text: string): string {
  return text
    .replace(/[\u2000-\u200a\u202f\u205f]/g, '\u00a0')
    .replace(/[\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, '')
    .replace(/[\u0100-\u024f\u1e00-\u1eff]/g, (letter) =>
      DRAWN_LATIN.has(letter) ? letter : (PLAIN_LETTER[letter] ?? letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
    );
}

/** Currency signs the font draws; an amount whose sign it lacks (₽, ₹, ₱, ฿) is written with the ISO code instead. */
const UNDRAWN_CURRENCY_SIGN = /(?![$¢£¤¥₩₫€])\p{Sc}/u;

/** Minor units of a currency as the language writes them (the order mails' formatMoney), in signs the font draws. */
export function printableMoney(format: LocaleFormat, currency: string): (amount: number) => string {
  const withCode = new Intl.NumberFormat(format.locale, { style: 'currency', currency, currencyDisplay: 'code' });
  const exponent = currencyExponent(currency);
  return (amount) => {
    const text = format.money({ amount, currency });
    return printable(UNDRAWN_CURRENCY_SIGN.test(text) ? withCode.format(amount / 10 ** exponent) : text);
  };
}
