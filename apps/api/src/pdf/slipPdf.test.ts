import { hasStandardFontText, pageCount } from './pdfBytes';
import { renderSlipPdf, type SlipPdf } from './seam';

const slip = (lineCount: number): SlipPdf => ({
  title: '报价单',
  number: 'QT2026100001',
  facts: [
    ['询价日期', '2026-11-25'],
    ['有效期至', '2026-12-25'],
  ],
  parties: [['客户', '苏州精工自动化设备有限公司']],
  blocks: [{ heading: '收货地址', lines: ['江苏省苏州市工业园区星湖街 328 号'] }],
  lines: Array.from({ length: lineCount }, (_, i) => ({
    partNumber: `SFJ10-${200 + i}`,
    productName: '直线导轨 标准型',
    brandName: '铭工',
    quantity: i + 1,
    unitFen: 12_345,
    amountFen: 12_345 * (i + 1),
    delivery: '3 天',
    ...(i === 0 ? { note: '该型号已停产且无替代品，无法报价' } : {}),
  })),
  totals: { subtotalFen: 100_000, taxFen: 13_000, totalFen: 113_000 },
  notes: ['报价有效期至 2026-12-25（含）'],
});

describe('renderSlipPdf', () => {
  it('writes a PDF with the slip number and the part numbers, Chinese in an embedded subset', async () => {
    const pdf = await renderSlipPdf(slip(3));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(hasStandardFontText(pdf, 'QT2026100001')).toBe(true);
    expect(hasStandardFontText(pdf, 'SFJ10-202')).toBe(true);
    expect(hasStandardFontText(pdf, 'SFJ10-999')).toBe(false);
    expect(pdf.toString('latin1')).toContain('NotoSansSC');
    // a subset of the 10 MB font: a one-page slip stays small
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('continues a long slip on further pages, every line printed once', async () => {
    const pdf = await renderSlipPdf(slip(90));
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
    for (const n of [200, 245, 289]) expect(hasStandardFontText(pdf, `SFJ10-${n}`)).toBe(true);
  });
});
