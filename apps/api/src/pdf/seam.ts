/** Slips (orders, quotes) as PDF: one renderer, Chinese set in an embedded Noto Sans SC subset. */
export { renderSlipPdf, type SlipPdf, type SlipPdfLine } from './slipPdf';
export { assertFontsPresent } from './fonts';
export { yuanText } from './money';
/** for tests: what a PDF holds, without a PDF parser */
export { hasStandardFontText, pageCount } from './pdfBytes';
