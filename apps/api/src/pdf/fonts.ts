import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../db/paths';

/**
 * Noto Sans SC (SIL OFL 1.1), shipped as plain TrueType files by the npm package @expo-google-fonts/noto-sans-sc
 * (the machine reaches only the npm registry; @fontsource splits Chinese into web subsets, this one keeps one file per
 * weight). pdfkit embeds only the glyphs a document uses, so a slip stays tens of kilobytes.
 */
const FONT_PACKAGE = join(apiRoot, 'node_modules', '@expo-google-fonts', 'noto-sans-sc');

export const CJK_REGULAR = join(FONT_PACKAGE, '400Regular', 'NotoSansSC_400Regular.ttf');
export const CJK_BOLD = join(FONT_PACKAGE, '700Bold', 'NotoSansSC_700Bold.ttf');

/** Throws at start-up rather than at the first download when the font package is missing. */
export function assertFontsPresent(): void {
  for (const f of [CJK_REGULAR, CJK_BOLD]) if (!existsSync(f)) throw new Error(`PDF font missing: ${f} (pnpm install)`);
}
