import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
// the core entry: the package root resolves to its Node build only under ESM `import`, which jest does not use
import { fileTypeFromBuffer } from 'file-type/core';
import { CART_LIMITS, CartMessages } from '@shop/api-clients/cart/types';
import { ApiError, ApiErrorCode } from '../../http/errors';
import type { RawCartLine } from './lineInput';

/** A data row of a quick-order file with its row number as the buyer sees it (1-based, header row counted). */
export interface FileLine extends RawCartLine {
  lineNo: number;
}

const notSpreadsheet = () => new ApiError(415, ApiErrorCode.UNSUPPORTED_MEDIA_TYPE, CartMessages.UPLOAD_NOT_SPREADSHEET);
const tooManyLines = () => new ApiError(400, ApiErrorCode.INVALID_PARAM, CartMessages.UPLOAD_TOO_MANY_LINES);

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A header cell names its column: 型号 (part number), 数量 (quantity), 客户型号 (the customer's own part number). */
const HEADER = /^(型号|产品型号|数量|客户型号|part ?number|quantity|qty|customer ?part ?number)$/i;

/**
 * CSV text: UTF-8 (with or without BOM), else GB18030, which Excel in China writes. Text with control characters
 * other than tab and line ends is not a CSV (a binary file renamed .csv).
 */
function decodeText(buf: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    text = new TextDecoder('gb18030').decode(buf);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) throw notSpreadsheet();
  return text;
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v;
  if (v instanceof Date) return '';
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('result' in v && v.result !== undefined) return cellText(v.result as ExcelJS.CellValue);
  if ('text' in v) return String(v.text);
  return '';
}

async function xlsxRows(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw notSpreadsheet();
  }
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  // counted before reading cells, so a sheet of a million rows is refused without being walked
  if (sheet.actualRowCount > CART_LIMITS.linesPerAdd + 1) throw tooManyLines();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    rows[rowNumber - 1] = [1, 2, 3].map((c) => cellText(row.getCell(c).value));
  });
  return Array.from(rows, (r) => r ?? []);
}

function csvRows(buf: Buffer): string[][] {
  const text = decodeText(buf);
  try {
    return parse(text, { relax_column_count: true, skip_empty_lines: false, bom: true, delimiter: [',', '\t', '，'] }) as string[][];
  } catch {
    throw notSpreadsheet();
  }
}

/**
 * The lines of a quick-order file (docs/buying.md, Cart and pricing): the first sheet of an XLSX or a CSV, columns
 * 型号, 数量, 客户型号 in that order, a header row optional, empty rows skipped. The kind is told from the content
 * (file-type for XLSX; CSV must decode as text), never from the file name. More than 500 data rows are refused.
 */
export async function linesOfFile(buf: Buffer): Promise<FileLine[]> {
  const type = await fileTypeFromBuffer(buf);
  let rows: string[][];
  if (type?.mime === XLSX_MIME) rows = await xlsxRows(buf);
  else if (type === undefined) rows = csvRows(buf);
  else throw notSpreadsheet();

  const lines: FileLine[] = [];
  rows.forEach((cells, i) => {
    const [part = '', qty = '', own = ''] = cells.map((c) => (c ?? '').trim());
    if (part === '' && qty === '' && own === '') return;
    if (i === 0 && HEADER.test(part.normalize('NFKC'))) return;
    lines.push({ lineNo: i + 1, partNumber: part, quantity: qty, customerPartNumber: own });
  });
  if (lines.length > CART_LIMITS.linesPerAdd) throw tooManyLines();
  return lines;
}
