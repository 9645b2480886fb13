// An A4 page of a document the store prints with pdfkit: its margins, text written in the fonts that draw
// it (Latin, Devanagari, the rupee sign), rules, and the finished bytes.
import { groupIndianDigits } from '@fabric-store/shared';
import PDFDocument from 'pdfkit';
import { documentFonts, type FontName, textRuns, type Weight } from './pdf-fonts';

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 36;
const PAGE_WIDTH = 595.28;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const PAGE_BOTTOM = 841.89 - MARGIN;

/** Rupees with two decimals in Indian grouping: 1,20,500.50. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(paise) / 100);
  return `${sign}${groupIndianDigits(whole)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
}

interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  size?: number;
  weight?: Weight;
}

/** Writes text at (x, y) in the fonts that draw it; returns the height it took. */
export function write(pdf: Pdf, text: string, x: number, y: number, options: TextOptions = {}): number {
  const { width = CONTENT_WIDTH, align = 'left', size = 8.5, weight = 'regular' } = options;
  const runs = textRuns(text, weight);
  if (runs.length === 0) return 0;
  pdf.fontSize(size);
  const height = runs.reduce((tallest, run) => {
    pdf.font(run.font);
    return Math.max(tallest, pdf.heightOfString(run.text, { width, align }));
  }, 0);
  pdf.font(runs[0]?.font as FontName);
  runs.forEach((run, index) => {
    pdf.font(run.font);
    const continued = index < runs.length - 1;
    if (index === 0) pdf.text(run.text, x, y, { width, align, continued });
    else pdf.text(run.text, { continued });
  });
  return height;
}

/** Writes lines of text one under another; returns the y below them. */
export function block(pdf: Pdf, lines: [string, Weight?][], x: number, y: number, width: number): number {
  return lines.reduce((top, [text, weight]) => top + write(pdf, text, x, top, { width, weight }) + 1, y);
}

export function rule(pdf: Pdf, y: number): void {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#888888')
    .stroke();
}

/** Two parties side by side, each a block of lines in its half of the page; returns the y below the taller. */
export function sideBySide(pdf: Pdf, left: [string, Weight?][], right: [string, Weight?][], top: number): number {
  const half = CONTENT_WIDTH / 2 - 8;
  return Math.max(block(pdf, left, MARGIN, top, half), block(pdf, right, MARGIN + CONTENT_WIDTH / 2, top, half));
}

/**
 * The amounts at the right of the page, each `(₹)` label beside its figure, then the total in bold and the
 * total in words across the page; returns the y below them.
 */
export function totalsBlock(
  pdf: Pdf,
  top: number,
  amounts: [string, number][],
  total: { label: string; paise: number; words: string },
): number {
  const x = MARGIN + CONTENT_WIDTH - 220;
  let y = top;
  for (const [label, paise] of amounts) {
    write(pdf, `${label} (₹)`, x, y, { width: 120 });
    y += write(pdf, rupees(paise), x + 120, y, { width: 100, align: 'right' }) + 2;
  }
  write(pdf, `${total.label} (₹)`, x, y, { width: 120, weight: 'bold', size: 10 });
  y += write(pdf, rupees(total.paise), x + 120, y, { width: 100, align: 'right', weight: 'bold', size: 10 }) + 6;
  return y + write(pdf, total.words, MARGIN, y, { weight: 'bold' }) + 10;
}

/** An A4 PDF with the store's fonts embedded, drawn by `draw`, as bytes. */
export function a4Pdf(
  info: { title: string; author: string; subject: string },
  draw: (pdf: Pdf) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: info.title, Author: info.author, Subject: info.subject },
  });
  for (const [name, font] of documentFonts()) pdf.registerFont(name, font.bytes);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}
