import PDFDocument from 'pdfkit';
import type { Fen } from '../db/money';
import { CJK_BOLD, CJK_REGULAR } from './fonts';
import { yuanText } from './money';

/** the full-width space Chinese documents separate fields with */
const GAP = '\u3000';

export interface SlipPdfLine {
  partNumber: string;
  productName: string;
  brandName: string;
  quantity: number;
  /** null: not priced (a quote line still waiting, or declined) */
  unitFen: Fen | null;
  amountFen: Fen | null;
  /** what the 交期 column says ('5 天', '待定') */
  delivery: string;
  /** a note printed under the line (a decline reason, the customer's own part number) */
  note?: string;
}

/** One order or quote as the PDF shows it; the caller decides the words, the renderer only lays them out. */
export interface SlipPdf {
  /** 报价单 or 订单 */
  title: string;
  /** the slip number, printed large and put in the PDF's Subject */
  number: string;
  /** label / value pairs under the title: dates, status, validity */
  facts: [string, string][];
  /** 客户 (company) and 联系人 (user) */
  parties: [string, string][];
  /** address blocks (收货地址, 发票信息), each a heading and lines; none when absent */
  blocks: { heading: string; lines: string[] }[];
  lines: SlipPdfLine[];
  /** null when nothing is priced yet */
  totals: { subtotalFen: Fen; taxFen: Fen; totalFen: Fen } | null;
  /** printed at the end (validity, remark) */
  notes: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const FOOTER = 28;
const WIDTH = A4[0] - 2 * MARGIN;
const ASCII = /^[\x20-\x7e]*$/;

/** Columns of the lines table, widths summing to the page width. */
const COLUMNS = [
  { key: 'no', label: '序号', width: 26, align: 'center' },
  { key: 'partNumber', label: '型号', width: 114, align: 'left' },
  { key: 'productName', label: '品名', width: 100, align: 'left' },
  { key: 'brandName', label: '品牌', width: 58, align: 'left' },
  { key: 'quantity', label: '数量', width: 36, align: 'right' },
  { key: 'unit', label: '单价', width: 60, align: 'right' },
  { key: 'amount', label: '金额', width: 66, align: 'right' },
  // wide enough for a ship date (2026-01-16) on one line
  { key: 'delivery', label: '交期', width: WIDTH - 26 - 114 - 100 - 58 - 36 - 60 - 66, align: 'right' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

const PAD = 4;

/**
 * Renders an order or quote slip as an A4 PDF: title and number, facts, parties, address blocks, the lines table
 * (its header repeated on every page), subtotal / 13 % 增值税 / 合计, notes, and 第 n / N 页 on every page. Chinese
 * text is set in Noto Sans SC (embedded as a subset); part numbers in Courier, a monospace face readers of B2B slips
 * compare character by character.
 */
export function renderSlipPdf(slip: SlipPdf, now: Date = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${slip.title} ${slip.number}`, Subject: slip.number, Creator: '铭工商城', CreationDate: now },
  });
  doc.registerFont('cjk', CJK_REGULAR);
  doc.registerFont('cjk-bold', CJK_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = () => A4[1] - MARGIN - FOOTER;
  const x0 = MARGIN;

  // title and number
  doc.font('cjk-bold').fontSize(20).fillColor('#111').text(slip.title, x0, MARGIN, { width: WIDTH, align: 'left' });
  doc
    .font('Courier-Bold')
    .fontSize(14)
    .text(slip.number, x0, MARGIN + 4, { width: WIDTH, align: 'right' });
  let y = MARGIN + 36;
  doc
    .moveTo(x0, y)
    .lineTo(x0 + WIDTH, y)
    .lineWidth(1)
    .strokeColor('#333')
    .stroke();
  y += 8;

  // facts and parties in two columns of label: value
  const pairRows = Math.max(slip.facts.length, slip.parties.length);
  doc.fontSize(9);
  for (let i = 0; i < pairRows; i++) {
    const left = slip.facts[i];
    const right = slip.parties[i];
    let h = 0;
    if (left) h = Math.max(h, pair(doc, left, x0, y, WIDTH / 2 - 8));
    if (right) h = Math.max(h, pair(doc, right, x0 + WIDTH / 2, y, WIDTH / 2));
    y += Math.max(h, 13) + 2;
  }

  for (const block of slip.blocks) {
    y += 4;
    doc.font('cjk-bold').fontSize(9).fillColor('#111').text(block.heading, x0, y, { width: WIDTH });
    y = doc.y + 1;
    doc.font('cjk').fontSize(9).fillColor('#333');
    for (const line of block.lines) {
      doc.text(line, x0 + 8, y, { width: WIDTH - 8 });
      y = doc.y;
    }
  }
  y += 10;

  // lines table
  const header = (top: number) => {
    doc.rect(x0, top, WIDTH, 18).fillColor('#eef1f5').fill();
    doc.font('cjk-bold').fontSize(8.5).fillColor('#111');
    let cx = x0;
    for (const c of COLUMNS) {
      doc.text(c.label, cx + PAD, top + 4, { width: c.width - 2 * PAD, align: c.align, lineBreak: false });
      cx += c.width;
    }
    return top + 18;
  };
  y = header(y);
  slip.lines.forEach((line, i) => {
    const cells: Record<ColumnKey, string> = {
      no: String(i + 1),
      partNumber: line.partNumber,
      productName: line.productName,
      brandName: line.brandName,
      quantity: String(line.quantity),
      unit: line.unitFen === null ? '—' : yuanText(line.unitFen),
      amount: line.amountFen === null ? '—' : yuanText(line.amountFen),
      delivery: line.delivery,
    };
    const fontOf = (key: ColumnKey) => (key === 'partNumber' && ASCII.test(cells.partNumber) ? 'Courier' : 'cjk');
    let height = 0;
    for (const c of COLUMNS) {
      doc.font(fontOf(c.key)).fontSize(8.5);
      height = Math.max(height, doc.heightOfString(cells[c.key], { width: c.width - 2 * PAD }));
    }
    let noteHeight = 0;
    if (line.note) {
      doc.font('cjk').fontSize(7.5);
      noteHeight = doc.heightOfString(line.note, { width: WIDTH - 26 - 2 * PAD }) + 1;
    }
    const rowHeight = height + noteHeight + 8;
    if (y + rowHeight > bottom()) {
      doc.addPage();
      y = header(MARGIN);
    }
    let cx = x0;
    doc.fillColor('#111');
    for (const c of COLUMNS) {
      doc
        .font(fontOf(c.key))
        .fontSize(8.5)
        // Courier's glyphs sit higher in their box than Noto's: lowered to share the row's baseline
        .text(cells[c.key], cx + PAD, y + 4 + (fontOf(c.key) === 'Courier' ? 1.5 : 0), { width: c.width - 2 * PAD, align: c.align });
      cx += c.width;
    }
    if (line.note) {
      doc
        .font('cjk')
        .fontSize(7.5)
        .fillColor('#8a5a00')
        .text(line.note, x0 + 26 + PAD, y + 4 + height + 1, { width: WIDTH - 26 - 2 * PAD });
    }
    y += rowHeight;
    doc
      .moveTo(x0, y)
      .lineTo(x0 + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#d0d5dd')
      .stroke();
  });

  // totals, right-aligned under the amount column
  const totalsRows: [string, string][] = slip.totals
    ? [
        ['小计（不含税）', yuanText(slip.totals.subtotalFen)],
        ['13% 增值税', yuanText(slip.totals.taxFen)],
        ['合计（含税）', yuanText(slip.totals.totalFen)],
      ]
    : [['合计', '待报价']];
  const notesHeight = slip.notes.length * 14 + 8;
  if (y + totalsRows.length * 16 + 10 + notesHeight > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  y += 8;
  totalsRows.forEach(([label, value], i) => {
    const last = i === totalsRows.length - 1;
    doc
      .font(last ? 'cjk-bold' : 'cjk')
      .fontSize(last ? 11 : 9)
      .fillColor('#111');
    doc.text(label, x0 + WIDTH - 250, y, { width: 120, align: 'right' });
    doc.text(value, x0 + WIDTH - 126, y, { width: 126, align: 'right' });
    y += last ? 18 : 14;
  });
  y += 8;
  doc.font('cjk').fontSize(8.5).fillColor('#444');
  for (const note of slip.notes) {
    doc.text(note, x0, y, { width: WIDTH });
    y = doc.y + 3;
  }

  // page numbers, now that the page count is known
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // the footer sits inside the bottom margin: without this pdfkit would start a new page for it
    doc.page.margins.bottom = 0;
    doc
      .font('cjk')
      .fontSize(8)
      .fillColor('#666')
      .text(`${slip.title} ${slip.number}${GAP}第 ${i + 1} / ${range.count} 页`, x0, A4[1] - MARGIN - 10, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

/** A "label：value" pair; answers its height. */
function pair(doc: PDFKit.PDFDocument, [label, value]: [string, string], x: number, y: number, width: number): number {
  doc.font('cjk').fontSize(9).fillColor('#666').text(`${label}：`, x, y, { width: 64, lineBreak: false });
  doc
    .font('cjk')
    .fontSize(9)
    .fillColor('#111')
    .text(value, x + 64, y, { width: width - 64 });
  return doc.y - y;
}
