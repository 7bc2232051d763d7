import { FONT, printable } from './receipt-fonts.ts';

/**
 * The few shapes the itinerary receipt is made of, on A4 with 48pt margins: a title, section headings,
 * paragraphs, label and value rows, small tables and a figure, each added to the document's structure
 * (a tagged PDF reads in this order), and the page footers. Text flows onto the next page, a table row
 * moves whole to the next page, and a heading never stays alone at the foot of a page.
 */

type Doc = PDFKit.PDFDocument;
type Cell = PDFKit.Mixins.CellOptions & { scope?: 'Row' | 'Column' };

export const PAGE_MARGIN = 48;
const INK = '#1a1a1a';
const MUTED = '#56606b';
const RULE = '#b8c0c8';
const SHADE = '#eef1f5';
const SIZE = { title: 19, heading: 12.5, body: 9, small: 8 } as const;

/** A document being written: its structure root and the width between the margins. */
export interface Sheet {
  readonly doc: Doc;
  readonly root: PDFKit.PDFStructureElement;
  readonly width: number;
}

export function startSheet(doc: Doc): Sheet {
  const root = doc.struct('Document');
  doc.addStructure(root);
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK);
  return { doc, root, width: doc.page.width - 2 * PAGE_MARGIN };
}

/** Goes on to the next page unless `height` points still fit above the bottom margin. */
function keepRoom(sheet: Sheet, height: number): void {
  if (sheet.doc.y + height > sheet.doc.page.maxY()) sheet.doc.continueOnNewPage();
}

function write(sheet: Sheet, text: string, type: string, style: { font: string; size: number; color: string; gap?: number }): void {
  const { doc, root, width } = sheet;
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  doc.text(printable(text), PAGE_MARGIN, doc.y, { width, structParent: root, structType: type });
  doc.y += style.gap ?? 0;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK);
}

export function title(sheet: Sheet, text: string): void {
  write(sheet, text, 'H1', { font: FONT.bold, size: SIZE.title, color: INK, gap: 2 });
}

/** A section's heading, with room below it for at least `following` points of what it heads. */
export function heading(sheet: Sheet, text: string, following = 48): void {
  sheet.doc.y += 12;
  keepRoom(sheet, following + 2 * SIZE.heading);
  write(sheet, text, 'H2', { font: FONT.bold, size: SIZE.heading, color: INK, gap: 5 });
}

export function paragraph(sheet: Sheet, text: string, options: { strong?: boolean; muted?: boolean; small?: boolean } = {}): void {
  write(sheet, text, 'P', {
    font: options.strong ? FONT.bold : FONT.regular,
    size: options.small ? SIZE.small : SIZE.body,
    color: options.muted ? MUTED : INK,
    gap: 3,
  });
}

export interface Column {
  readonly header: string;
  /** A share of the table's width. */
  readonly share: number;
  readonly align?: 'left' | 'right';
}

interface TableSpec {
  /** Column headings as a first row, or none for label and value rows (whose first cell heads the row). */
  readonly columns: readonly Column[];
  readonly header: boolean;
  readonly rows: readonly (readonly string[])[];
  /** A last row in bold under a rule, such as a total. */
  readonly footer?: readonly string[];
  readonly width?: number;
}

const RULED: Partial<Cell> = { border: [0, 0, 0.5, 0], borderColor: RULE };
const HEAD: Partial<Cell> = { type: 'TH', scope: 'Column', font: { src: FONT.bold }, backgroundColor: SHADE, border: [0, 0, 0.75, 0], borderColor: RULE };
const FOOT: Partial<Cell> = { font: { src: FONT.bold }, border: [0.75, 0, 0, 0], borderColor: INK, textColor: INK };

/**
 * Draws a table, page by page: the rows that fit above the bottom margin, then the rest on the next page under
 * the column headings again. PDFKit would move a row that does not fit on its own, but without its headings.
 */
function drawTable(sheet: Sheet, spec: TableSpec): void {
  const { doc, root } = sheet;
  const width = spec.width ?? sheet.width;
  const shares = spec.columns.reduce((sum, column) => sum + column.share, 0);
  const widths = spec.columns.map((column) => (column.share / shares) * width);
  const rowHead = !spec.header;
  const padding = rowHead ? { x: 6, y: 1.5 } : { x: 5, y: 2.5 };
  const cell = (text: string, column: number, style: Partial<Cell>): Cell => ({
    text: printable(text),
    align: { x: spec.columns[column].align ?? 'left', y: 'top' },
    ...(rowHead && column === 0 ? { type: 'TH', scope: 'Row', textColor: MUTED } : {}),
    ...style,
  });
  /** The height PDFKit gives a row: its tallest cell with the padding, plus a little for rounding. */
  const heightOf = (row: readonly Cell[]) =>
    Math.max(
      ...row.map((c, i) => {
        doc.font(c.font?.src === FONT.bold ? FONT.bold : FONT.regular).fontSize(SIZE.body);
        return doc.heightOfString(c.text || ' ', { width: widths[i] - (rowHead ? padding.x : 2 * padding.x) });
      }),
    ) +
    2 * padding.y +
    1;
  const head = spec.header ? [spec.columns.map((column, i) => cell(column.header, i, HEAD))] : [];
  const body = spec.rows.map((row) => row.map((text, i) => cell(text, i, spec.header ? RULED : {})));
  if (spec.footer) body.push(spec.footer.map((text, i) => cell(text, i, FOOT)));

  const headHeight = head.length > 0 ? heightOf(head[0]) : 0;
  // The headings never stay at the foot of a page without a row under them.
  if (body.length > 0 && doc.y > doc.page.margins.top && doc.y + headHeight + heightOf(body[0]) > doc.page.maxY()) doc.continueOnNewPage();
  const pages: Cell[][][] = [[]];
  let y = doc.y + headHeight;
  for (const row of body) {
    const height = heightOf(row);
    if (pages[pages.length - 1].length > 0 && y + height > doc.page.maxY()) {
      pages.push([]);
      y = doc.page.margins.top + headHeight;
    }
    pages[pages.length - 1].push(row);
    y += height;
  }
  pages.forEach((rows, i) => {
    if (i > 0) doc.continueOnNewPage();
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK);
    // PDFKit tags a table's rows and cells (Table, TR, TH with its scope, TD) when given a structure parent.
    const table: PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement } = {
      data: [...head, ...rows],
      structParent: root,
      position: { x: PAGE_MARGIN, y: doc.y },
      maxWidth: width,
      columnStyles: widths,
      defaultStyle: { border: 0, padding: rowHead ? [padding.y, padding.x, padding.y, 0] : [padding.y, padding.x], textColor: INK },
    };
    doc.table(table);
  });
  doc.x = PAGE_MARGIN;
}

/** Label and value rows: the label in grey heading its row. */
export function facts(sheet: Sheet, rows: readonly (readonly [label: string, value: string])[], options: { width?: number; labelShare?: number } = {}): void {
  const labelShare = options.labelShare ?? 0.36;
  drawTable(sheet, {
    columns: [
      { header: '', share: labelShare },
      { header: '', share: 1 - labelShare },
    ],
    header: false,
    rows,
    width: options.width,
  });
}

export function table(sheet: Sheet, columns: readonly Column[], rows: readonly (readonly string[])[], footer?: readonly string[]): void {
  drawTable(sheet, { columns, header: true, rows, footer });
}

/** An image with its text alternative, its top left corner at (x, y), fitted into width × height. */
export function figure(sheet: Sheet, image: Buffer, alt: string, box: { x: number; y: number; width: number; height: number }): void {
  const { doc, root } = sheet;
  const y = doc.y;
  root.add(doc.struct('Figure', { alt: printable(alt) }, () => doc.image(image, box.x, box.y, { fit: [box.width, box.height] })));
  doc.x = PAGE_MARGIN;
  doc.y = y;
}

/**
 * Writes each page's footer once the pages are known: `left` and the page's `right(page, pages)` in small grey
 * type in the bottom margin, marked as page furniture (an artifact) rather than content.
 */
export function pageFooters(sheet: Sheet, left: string, right: (page: number, pages: number) => string): void {
  const { doc, width } = sheet;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE_MARGIN + 16;
    doc.markContent('Artifact', { type: 'Pagination', attached: ['Bottom'] });
    doc.font(FONT.regular).fontSize(SIZE.small).fillColor(MUTED);
    doc.text(printable(left), PAGE_MARGIN, y, { width: width / 2, lineBreak: false });
    doc.text(printable(right(i - start + 1, count)), PAGE_MARGIN + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
