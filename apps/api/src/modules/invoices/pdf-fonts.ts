// The fonts a tax document is printed in: Noto Sans for Latin text, its Latin Extended file for the
// rupee sign, Noto Sans Devanagari for Hindi, all embedded from the npm packages' WOFF files (which
// fontkit, pdfkit's font engine, reads). Text is split into runs each font can draw.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

const FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  'latin-ext': '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  'latin-ext-bold': '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  'devanagari-bold': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
} as const;

export type FontName = keyof typeof FILES;
export type Weight = 'regular' | 'bold';

const FALLBACK_ORDER = ['latin', 'latin-ext', 'devanagari'] as const;
type Script = (typeof FALLBACK_ORDER)[number];

interface LoadedFont {
  bytes: Buffer;
  covers: (codePoint: number) => boolean;
}

let loaded: Map<FontName, LoadedFont> | undefined;

/** Reads the font files once per process. */
export function documentFonts(): Map<FontName, LoadedFont> {
  if (!loaded) {
    loaded = new Map(
      (Object.keys(FILES) as FontName[]).map((name) => {
        const bytes = readFileSync(require.resolve(FILES[name]));
        const font = fontkit.create(bytes) as fontkit.Font;
        return [name, { bytes, covers: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) }];
      }),
    );
  }
  return loaded;
}

const fontOf = (script: Script, weight: Weight): FontName => (weight === 'bold' ? `${script}-bold` : script);

/** Marks that join the letter before them (Devanagari's vowel signs, the zero-width joiners) stay in its run. */
const JOINS_PREVIOUS = /[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u200c\u200d]/u;

const CONTROL = /[\p{Cc}\p{Cf}]/gu;
const JOINERS = ['\u200c', '\u200d'];

export interface TextRun {
  font: FontName;
  text: string;
}

/**
 * The text as runs of the first font that draws each character; control characters are dropped and a
 * character no font draws prints as "?", so whatever a person typed prints as text, never as anything else.
 */
export function textRuns(text: string, weight: Weight): TextRun[] {
  const fonts = documentFonts();
  const runs: TextRun[] = [];
  for (const character of text.replace(CONTROL, (found) => (JOINERS.includes(found) ? found : ' '))) {
    const codePoint = character.codePointAt(0) ?? 0;
    const previous = runs.at(-1);
    if (previous && JOINS_PREVIOUS.test(character)) {
      previous.text += character;
      continue;
    }
    const script = FALLBACK_ORDER.find((name) => fonts.get(fontOf(name, weight))?.covers(codePoint));
    const font = fontOf(script ?? 'latin', weight);
    const printed = script ? character : '?';
    if (previous?.font === font) previous.text += printed;
    else runs.push({ font, text: printed });
  }
  return runs;
}
