import { CartMessages } from '@shop/api-clients/cart/types';
import { PASTE_MESSAGES, parseQuickOrder } from '../parseQuickOrder';

describe('parseQuickOrder', () => {
  it('reads tab-separated Excel copies, commas and spaces, keeping the own part number', () => {
    const text = ['型号\t数量\t客户型号', 'SFJ6-200\t10\tA 001', 'CB6-20, 100', 'LX20-B2-300  2  PUMP-7', '', 'SFJ8-100，3'].join('\r\n');
    expect(parseQuickOrder(text)).toEqual({
      lines: [
        { lineNo: 2, partNumber: 'SFJ6-200', quantity: 10, customerPartNumber: 'A 001' },
        { lineNo: 3, partNumber: 'CB6-20', quantity: 100 },
        { lineNo: 4, partNumber: 'LX20-B2-300', quantity: 2, customerPartNumber: 'PUMP-7' },
        { lineNo: 6, partNumber: 'SFJ8-100', quantity: 3 },
      ],
      errors: [],
    });
  });

  it('answers each unreadable line with its number and sends none of them', () => {
    const { lines, errors } = parseQuickOrder('SFJ6-200\nCB6-20 0\nCB6-20 abc\n\t5\nSFJ6-200 1.5\nSFJ6-200 7');
    expect(lines).toEqual([{ lineNo: 6, partNumber: 'SFJ6-200', quantity: 7 }]);
    expect(errors).toEqual([
      { lineNo: 1, partNumber: 'SFJ6-200', message: PASTE_MESSAGES.QUANTITY_MISSING },
      { lineNo: 2, partNumber: 'CB6-20', message: CartMessages.QUANTITY_INVALID },
      { lineNo: 3, partNumber: 'CB6-20', message: CartMessages.QUANTITY_INVALID },
      { lineNo: 4, partNumber: '', message: CartMessages.PART_REQUIRED },
      { lineNo: 5, partNumber: 'SFJ6-200', message: CartMessages.QUANTITY_INVALID },
    ]);
  });

  it('refuses more than 500 lines at once', () => {
    const text = Array.from({ length: 501 }, (_, i) => `P${i} 1`).join('\n');
    const { lines, errors } = parseQuickOrder(text);
    expect(lines).toEqual([]);
    expect(errors[0]!.message).toBe(CartMessages.TOO_MANY_LINES);
  });
});
