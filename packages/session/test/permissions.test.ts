import fc from 'fast-check';
import {
  ALL_LIST_PERMISSIONS,
  can,
  canCancelOrder,
  canChangeShipTo,
  canManageShipTo,
  hasCadPermission,
  hasListPermission,
  hasReconciliationPermission,
  isInvoiceBlacklisted,
  type CustomerInfo,
  type PermissionSource,
} from '../src';

const info = (over: Partial<CustomerInfo> = {}): CustomerInfo => ({
  shipToManageFlag: '0',
  shipToChangeFlag: '0',
  customerCode: 'C1',
  serviceStopType: '0',
  orderCancelDisplayFlag: '0',
  ...over,
});

describe('permission helpers (SPEC §6)', () => {
  it('list codes are plain membership', () => {
    fc.assert(
      fc.property(fc.subarray([...ALL_LIST_PERMISSIONS]), (list) => {
        for (const code of ALL_LIST_PERMISSIONS) expect(hasListPermission(list, code)).toBe(list.includes(code));
      }),
    );
  });

  it("'7' grants CAD and nothing else does", () => {
    expect(hasCadPermission(['7'])).toBe(true);
    expect(hasCadPermission(['ORDER', '77', 'CAD'])).toBe(false);
    expect(hasCadPermission(null)).toBe(false);
  });

  it('ship-to flags must equal 1', () => {
    expect(canManageShipTo(info({ shipToManageFlag: '1' }))).toBe(true);
    expect(canManageShipTo(info({ shipToManageFlag: '2' }))).toBe(false);
    expect(canChangeShipTo(info({ shipToChangeFlag: '1' }))).toBe(true);
    expect(canChangeShipTo(null)).toBe(false);
  });

  it('order cancel needs ORDER and orderCancelDisplayFlag 1', () => {
    expect(canCancelOrder(['ORDER'], info({ orderCancelDisplayFlag: '1' }))).toBe(true);
    expect(canCancelOrder(['QUOTE'], info({ orderCancelDisplayFlag: '1' }))).toBe(false);
    expect(canCancelOrder(['ORDER'], info({ orderCancelDisplayFlag: '0' }))).toBe(false);
    expect(canCancelOrder(['ORDER'], null)).toBe(false);
  });

  it('reconciliation exists when the list is non-empty', () => {
    expect(hasReconciliationPermission([{ is_current: '1', exclude_campaign_flag: '0' }])).toBe(true);
    expect(hasReconciliationPermission([])).toBe(false);
    expect(hasReconciliationPermission(null)).toBe(false);
  });

  it("invoice blacklist when invoice_blacklist answers 'black'", () => {
    expect(
      isInvoiceBlacklisted([
        { key: 'other', value: 'x' },
        { key: 'invoice_blacklist', value: 'black' },
      ]),
    ).toBe(true);
    expect(isInvoiceBlacklisted([{ key: 'invoice_blacklist', value: 'white' }])).toBe(false);
    expect(isInvoiceBlacklisted([{ key: 'other', value: 'black' }])).toBe(false);
    expect(isInvoiceBlacklisted([])).toBe(false);
  });

  describe('can()', () => {
    const base: PermissionSource = { user: null, authCheck: null, customerInfo: null, reconciliationList: null };

    it('prefers the auth-check list over the login-time list', () => {
      const src = { ...base, user: { permissionList: ['ORDER'] }, authCheck: { permissionList: ['QUOTE'], cellularPhone: null } };
      expect(can(src, 'QUOTE')).toBe(true);
      expect(can(src, 'ORDER')).toBe(false);
      expect(can({ ...src, authCheck: null }, 'ORDER')).toBe(true);
    });

    it('answers the derived rules', () => {
      const src: PermissionSource = {
        user: { permissionList: ['ORDER', '7'] },
        authCheck: null,
        customerInfo: info({ shipToManageFlag: '1', orderCancelDisplayFlag: '1' }),
        reconciliationList: [],
      };
      expect(can(src, 'CAD')).toBe(true);
      expect(can(src, 'SHIP_TO_MANAGE')).toBe(true);
      expect(can(src, 'SHIP_TO_CHANGE')).toBe(false);
      expect(can(src, 'ORDER_CANCEL')).toBe(true);
      expect(can(src, 'RECONCILIATION')).toBe(false);
    });

    it('denies everything to nobody', () => {
      for (const code of [...ALL_LIST_PERMISSIONS, 'CAD', 'SHIP_TO_MANAGE', 'SHIP_TO_CHANGE', 'ORDER_CANCEL', 'RECONCILIATION'] as const) {
        expect(can(base, code)).toBe(false);
      }
    });
  });
});
