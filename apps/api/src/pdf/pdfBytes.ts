import { inflateSync } from 'node:zlib';

/**
 * What a test can read out of a PDF pdfkit wrote without a PDF parser: the page count, and whether a text set in a
 * standard font (Courier: slip and part numbers) appears, as pdfkit writes it (hex inside the deflated content
 * streams). Chinese text is set as glyph ids of the embedded subset and is checked by eye (docs/buying.md, H2).
 */
export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

export function hasStandardFontText(pdf: Buffer, text: string): boolean {
  const raw = pdf.toString('latin1');
  const hex = Buffer.from(text, 'latin1').toString('hex');
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      if (inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1').includes(`<${hex}>`)) return true;
    } catch {
      // not deflated (fonts, images): no text of ours
    }
  }
  return false;
}
