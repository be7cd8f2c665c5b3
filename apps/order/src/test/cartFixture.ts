import type { CartLine } from '@shop/api-clients/cart/types';

/** A priced cart line as cart/search answers it for 李娜 (fit, on sale, quantity 10 at ¥12.50, next break at 20). */
export function cartLine(patch: Partial<CartLine> & Pick<CartLine, 'id' | 'partNumber'>): CartLine {
  return {
    quantity: 10,
    found: true,
    seriesCode: 'SFJ',
    productName: '直线光轴 一端螺纹',
    brandCode: 'GPH',
    brandName: '工品汇',
    ownBrand: true,
    unitPrice: 12.5,
    amount: 125,
    listUnitPrice: 12.5,
    nextBreak: null,
    campaign: null,
    daysToShip: 0,
    stockQty: 500,
    unfitType: null,
    hasDelegate: false,
    discontinueFlag: '0',
    saleSuspended: false,
    replacementPartNumber: null,
    errorList: [],
    orderable: true,
    quotable: true,
    customerPartNumber: '',
    selected: true,
    createdAt: '2026-03-01T02:00:00.000Z',
    ...patch,
  };
}

/** The demo cart: one line of each kind the page treats differently. */
export const CART_FIXTURE: CartLine[] = [
  cartLine({ id: 1, partNumber: 'SFJ6-200', nextBreak: { minQty: 20, addQty: 10, unitPrice: 11.8 }, customerPartNumber: 'A-001' }),
  cartLine({
    id: 2,
    partNumber: 'CB6-20',
    seriesCode: 'CB',
    productName: '内六角螺钉',
    quantity: 100,
    unitPrice: 0.33,
    amount: 33,
    daysToShip: 3,
    stockQty: 20,
  }),
  cartLine({
    id: 3,
    partNumber: 'LX20-SP-999',
    seriesCode: 'LX',
    productName: '直线导轨 特注',
    quantity: 2,
    unitPrice: null,
    amount: null,
    listUnitPrice: null,
    unfitType: '3',
    orderable: false,
    selected: false,
  }),
  cartLine({
    id: 4,
    partNumber: 'MCB8-10',
    seriesCode: 'MCB',
    productName: '联轴器',
    brandName: '米思米',
    ownBrand: false,
    quantity: 1,
    unfitType: '6',
    hasDelegate: true,
    orderable: false,
    selected: false,
  }),
  cartLine({
    id: 5,
    partNumber: 'SFJ6-150-OLD',
    quantity: 4,
    discontinueFlag: '1',
    replacementPartNumber: 'SFJ6-150',
    errorList: [
      { errorCode: 'CE6001', errorMessage: '该型号已停产' },
      { errorCode: 'CE6088', errorMessage: '该型号已停产，替代型号 <SFJ6-150>' },
    ],
    orderable: false,
    quotable: false,
    selected: false,
    customerPartNumber: 'SHAFT-9',
  }),
  cartLine({
    id: 6,
    partNumber: 'CB5-10-X',
    seriesCode: 'CB',
    quantity: 5,
    saleSuspended: true,
    errorList: [{ errorCode: 'CE7062', errorMessage: '该型号暂停销售' }],
    orderable: false,
    quotable: false,
    selected: false,
  }),
];

/** What the fake catalogue knows when something is added: part number → the line it becomes. */
export const ADDABLE: Record<string, Partial<CartLine>> = {
  'SFJ6-150': { seriesCode: 'SFJ', productName: '直线光轴 一端螺纹', unitPrice: 11, daysToShip: 0, stockQty: 80 },
  'SFJ8-100': { seriesCode: 'SFJ', productName: '直线光轴 一端螺纹', unitPrice: 14, daysToShip: 1, stockQty: 40 },
  'LX20-B2-300': { seriesCode: 'LX', productName: '直线导轨 标准型', unitPrice: 320, daysToShip: 2, stockQty: 12 },
  'LX30-SP-1': { seriesCode: 'LX', productName: '直线导轨 特注', unitPrice: null, unfitType: '3', orderable: false },
};
