import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_EVENTS,
  classifyProduct,
  hasReplacement,
  setAnalytics,
  trackDialogClick,
  trackUnfitAddToCart,
  unfitTypeOf,
  type CartLine,
} from '../src/analytics';

const line = (n: number, extra: Partial<CartLine> = {}): CartLine => ({
  partNumber: `SFJ10-${100 + n}`,
  innerCode: `IC${n}`,
  seriesCode: '110300100010',
  productName: '直线导向轴',
  brandCode: 'MSM1',
  brandName: '铭工',
  quantity: n + 1,
  unfitType: '3',
  hasDelegate: false,
  discontinueFlag: '0',
  errorList: [],
  ...extra,
});

describe('analytics object', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    setAnalytics(null);
    delete window.shopAnalytics;
  });

  it('uses window.shopAnalytics for dialog clicks', () => {
    const track = jest.fn();
    window.shopAnalytics = { track };
    expect(trackDialogClick('companyNudge', '完善企业信息')).toBe(true);
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.dialogClick, { dialogName: 'companyNudge', button: '完善企业信息' });
  });

  it('an injected object wins over the window one', () => {
    const injected = jest.fn();
    const fromWindow = jest.fn();
    window.shopAnalytics = { track: fromWindow };
    setAnalytics({ track: injected });
    trackDialogClick('feedback', '提交');
    expect(injected).toHaveBeenCalledTimes(1);
    expect(fromWindow).not.toHaveBeenCalled();
  });

  it('without an analytics object only warns', () => {
    expect(() => trackDialogClick('feedback', '提交')).not.toThrow();
    expect(trackDialogClick('feedback', '提交')).toBe(false);
    expect(trackUnfitAddToCart([line(1)], { bulk: true })).toBe(0);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0][0])).toContain('dialog_click');
  });

  it('a tracker that throws only warns', () => {
    setAnalytics({
      track: () => {
        throw new Error('sdk not ready');
      },
    });
    expect(trackDialogClick('feedback', '提交')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('bulk mode sends 25 lines in batches of 10, 10 and 5, in order', () => {
    const track = jest.fn();
    setAnalytics({ track });
    const lines = Array.from({ length: 25 }, (_, i) => line(i));
    expect(trackUnfitAddToCart(lines, { bulk: true })).toBe(3);
    expect(track).toHaveBeenCalledTimes(3);
    const batches = track.mock.calls.map(
      (c) => c[1] as { lines: { partNumber: string }[]; batchIndex: number; batchCount: number; bulk: boolean },
    );
    expect(batches.map((b) => b.lines.length)).toEqual([ANALYTICS_BATCH_SIZE, ANALYTICS_BATCH_SIZE, 5]);
    expect(batches.flatMap((b) => b.lines.map((l) => l.partNumber))).toEqual(lines.map((l) => l.partNumber));
    expect(batches.map((b) => [b.batchIndex, b.batchCount, b.bulk])).toEqual([
      [0, 3, true],
      [1, 3, true],
      [2, 3, true],
    ]);
    expect(track.mock.calls.every((c) => c[0] === ANALYTICS_EVENTS.unfitAddToCart)).toBe(true);
  });

  it('outside bulk mode sends one event; fit lines are left out; nothing for an all-fit cart', () => {
    const track = jest.fn();
    setAnalytics({ track });
    const lines = [...Array.from({ length: 12 }, (_, i) => line(i)), line(99, { unfitType: '0' }), line(98, { unfitType: undefined })];
    expect(trackUnfitAddToCart(lines)).toBe(1);
    expect((track.mock.calls[0][1] as { lines: unknown[] }).lines).toHaveLength(12);
    expect(trackUnfitAddToCart([line(1, { unfitType: '0' })])).toBe(0);
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('describes each line with its unfit type and product class', () => {
    const track = jest.fn();
    setAnalytics({ track });
    trackUnfitAddToCart([line(1, { unfitType: '6', hasDelegate: true, errorList: [{ errorCode: 'CE7062', errorMessage: '暂停销售' }] })]);
    expect((track.mock.calls[0][1] as { lines: unknown[] }).lines[0]).toEqual({
      partNumber: 'SFJ10-101',
      innerCode: 'IC1',
      seriesCode: '110300100010',
      productName: '直线导向轴',
      brandCode: 'MSM1',
      brandName: '铭工',
      quantity: 2,
      unfitType: '6',
      unfitTypeName: '多个非自有品牌',
      unfitTypeKey: 'multipleNonOwnBrand',
      hasDelegate: true,
      discontinueFlag: '0',
      productClass: 'temporarilyDiscontinued',
      errorCodes: ['CE7062'],
    });
  });
});

describe('unfit types (SPEC §4)', () => {
  it.each([
    ['1', false, 'shortLeadTimeBox', '短交期箱'],
    ['2', false, 'largeVolume', '大批量'],
    ['3', false, 'specialOrder', '特注'],
    ['4', false, 'nonStandard', '非标'],
    ['5', false, 'unregistered', '未登录'],
    ['6', false, 'multiple', '多个'],
    ['6', true, 'multipleNonOwnBrand', '多个非自有品牌'],
    ['7', false, 'businessUnit', '事业部'],
    ['8', false, 'eachTime', '每次'],
    ['9', false, 'other', '其他'],
    ['s', false, 'system', '系统'],
    ['S', false, 'system', '系统'],
    ['1', true, 'shortLeadTimeBox', '短交期箱'],
  ])('code %s (delegate %p) is %s', (code, hasDelegate, key, label) => {
    expect(unfitTypeOf({ unfitType: code, hasDelegate })).toEqual({ code, key, label });
  });

  it.each([['0'], [''], [null], [undefined]])('%p means fit', (code) => {
    expect(unfitTypeOf({ unfitType: code })).toBeNull();
  });

  it('an unknown code is reported as it is', () => {
    expect(unfitTypeOf({ unfitType: 'X' })).toEqual({ code: 'X', key: 'unknown', label: 'X' });
  });
});

describe('product classification (SPEC §4)', () => {
  const e = (errorCode: string, errorMessage = '') => ({ errorCode, errorMessage });
  it.each([
    ['fit product', {}, 'normal'],
    ['discontinueFlag 1', { discontinueFlag: '1' }, 'discontinued'],
    ['isDiscontinued', { isDiscontinued: true }, 'discontinued'],
    ['discontinued + CE6088', { discontinueFlag: '1', errorList: [e('CE6088')] }, 'discontinuedWithReplacement'],
    [
      'discontinued + S code with <part>',
      { isDiscontinued: true, errorList: [e('WS1021', '该型号已停产，推荐替代型号<SFJ12-100>')] },
      'discontinuedWithReplacement',
    ],
    [
      'discontinued + S code with full-width ＜part＞',
      { discontinueFlag: '1', errorList: [e('S200', '替代品＜SFJ12＞')] },
      'discontinuedWithReplacement',
    ],
    ['discontinued + S code without brackets', { discontinueFlag: '1', errorList: [e('S200', '该型号已停产')] }, 'discontinued'],
    ['discontinued + empty brackets', { discontinueFlag: '1', errorList: [e('S200', '替代品< >')] }, 'discontinued'],
    ['discontinued + brackets under a code without S', { discontinueFlag: '1', errorList: [e('CE1000', '替代品<SFJ12>')] }, 'discontinued'],
    ['CE7062', { errorList: [e('CE7062')] }, 'temporarilyDiscontinued'],
    ['CE7062 + CE6088', { errorList: [e('CE7062'), e('CE6088')] }, 'temporarilyDiscontinuedWithReplacement'],
    ['CE7062 + S code with <part>', { errorList: [e('CE7062'), e('ES01', '请选购<SFJ10-200>')] }, 'temporarilyDiscontinuedWithReplacement'],
    ['permanent wins over temporary', { discontinueFlag: '1', errorList: [e('CE7062')] }, 'discontinued'],
    ['CE6088 alone is no discontinuation', { errorList: [e('CE6088')] }, 'normal'],
    ['discontinueFlag 0', { discontinueFlag: '0' }, 'normal'],
  ] as const)('%s → %s', (_name, fields, expected) => {
    expect(classifyProduct(fields as Partial<CartLine>)).toBe(expected);
  });

  it('detects a replacement independently of discontinuation', () => {
    expect(hasReplacement({ errorList: [{ errorCode: 'CE6088' }] })).toBe(true);
    expect(hasReplacement({ errorList: null })).toBe(false);
  });
});
