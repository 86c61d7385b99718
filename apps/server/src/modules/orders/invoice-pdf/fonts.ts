import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/**
 * The invoice's one font family: DejaVu Sans (regular and bold), committed in
 * apps/server/assets/fonts/ with its licence. The PDF standard fonts (Helvetica) have no
 * ₹ (U+20B9) and no Arabic; DejaVu Sans has both, and react-pdf shapes the Arabic (fontkit)
 * and orders it (bidi-js). pdfkit embeds only the glyphs a document uses.
 */
export const INVOICE_FONT_FAMILY = 'DejaVu Sans';

const FONT_FILES = { 400: 'DejaVuSans.ttf', 700: 'DejaVuSans-Bold.ttf' } as const;
const FONT_WEIGHTS = [400, 700] as const;

/**
 * apps/server/assets/fonts, found by walking up from this module: it is four folders above
 * src/modules/orders/invoice-pdf/ (tests, tsx) and one up from the bundle in dist/, so the
 * same code finds it in both without copying the fonts into dist/.
 */
export function findFontsDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'assets', 'fonts');
    if (fs.existsSync(path.join(candidate, FONT_FILES[400]))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`Invoice fonts not found: no assets/fonts/${FONT_FILES[400]} above ${start}`);
  }
}

let registered = false;

/**
 * Registers the family once per process (react-pdf's font store is global). Hyphenation is
 * off: react-pdf would otherwise split English words with its own dictionary and break
 * product names, e-mail addresses and invoice numbers mid-word. Throws at once when the
 * font files are missing.
 */
export function registerInvoiceFonts(): void {
  if (registered) return;
  const dir = findFontsDir();
  Font.register({
    family: INVOICE_FONT_FAMILY,
    fonts: FONT_WEIGHTS.map((fontWeight) => ({ src: path.join(dir, FONT_FILES[fontWeight]), fontWeight })),
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

let loaded: Promise<void> | null = null;

/**
 * Registers the family and loads both files, once per process (later renders reuse the
 * parsed fonts and their glyph caches, which is most of what makes them fast).
 */
export function loadInvoiceFonts(): Promise<void> {
  registerInvoiceFonts();
  loaded ??= Promise.all(
    FONT_WEIGHTS.map(async (fontWeight) => {
      const source = Font.getFont({ fontFamily: INVOICE_FONT_FAMILY, fontWeight });
      await source.load();
      keepGlyphCodePoints(source.data as unknown as GlyphSource);
    }),
  ).then(() => undefined);
  return loaded;
}

interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

/**
 * fontkit keeps one Glyph object per glyph id, with the code points it was first asked
 * for. Drawing or embedding a composite glyph asks for its parts with none: DejaVu's 'ش'
 * is 'س' plus dots, so after any Arabic text with 'ش' the cached 'س' had no code points,
 * and react-pdf, which maps glyphs back to the text by their code points, then dropped
 * every later 'س' in that weight ('سعر' came out as 'عر'), and the bytes of an invoice
 * depended on what the process had rendered before (foliojs/fontkit#154,
 * diegomura/react-pdf#3404, both open). Giving such a glyph the code points of its first
 * real use keeps every render the same, whatever ran before it.
 */
function keepGlyphCodePoints(font: GlyphSource): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
}
