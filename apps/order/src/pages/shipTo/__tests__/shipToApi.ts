import {
  SHIP_TO_LIMITS,
  ShipToMessages,
  ShipToPaths,
  type ShipTo,
  type ShipToDeleteRequest,
  type ShipToUpdateRequest,
} from '@shop/api-clients/shipTo/types';
import { fail, ok, type Routes } from '@shop/test-support';

/** The demo company's book as the seed writes it (apps/api/src/user/shipTo/seed.ts), default first. */
export const HQ: ShipTo = {
  shipToId: 11,
  receiverName: '王建国',
  companyName: '苏州精工自动化设备有限公司',
  department: '采购部',
  zipCode: '215123',
  province: '江苏省',
  city: '苏州市',
  district: '苏州工业园区',
  address: '星湖街 328 号 12 幢 1 楼收货处',
  tel: '0512-6288-7788',
  mobile: '13912345678',
  isDefault: true,
  updatedAt: '2025-06-02T01:00:00.000Z',
};
export const PLANT: ShipTo = {
  ...HQ,
  shipToId: 12,
  receiverName: '赵磊',
  companyName: '苏州精工自动化设备有限公司昆山工厂',
  department: '生产部',
  zipCode: '215300',
  district: '昆山市',
  address: '昆山开发区前进东路 88 号 3 号厂房',
  tel: '0512-5766-3210',
  mobile: '13862145508',
  isDefault: false,
};
export const WAREHOUSE: ShipTo = {
  ...HQ,
  shipToId: 13,
  receiverName: '孙莉',
  companyName: '苏州精工自动化设备有限公司无锡仓库',
  department: '仓储物流部',
  zipCode: '214028',
  city: '无锡市',
  district: '新吴区',
  address: '长江路 21 号 B 区 5 号库',
  tel: '',
  mobile: '13771098842',
  isDefault: false,
};

/**
 * A fake address book that behaves like the server (apps/api/src/user/shipTo/service.ts): default first then newest,
 * add / edit / set default / delete with the one-default rule and the 50 limit. `manageable` as for the main account;
 * a test answers search itself for a read-only user.
 */
export function shipToRoutes(): Routes {
  let nextId = 100;
  let book: ShipTo[] = [HQ, PLANT, WAREHOUSE].map((s) => ({ ...s }));
  const ordered = () => [...book.filter((s) => s.isDefault), ...book.filter((s) => !s.isDefault).sort((a, b) => b.shipToId - a.shipToId)];
  const makeDefault = (id: number) => {
    book = book.map((s) => ({ ...s, isDefault: s.shipToId === id }));
  };
  return {
    [ShipToPaths.search]: () =>
      ok({
        totalCount: book.length,
        pageNo: 1,
        pageSize: 100,
        maxCount: SHIP_TO_LIMITS.maxPerOwner,
        manageable: true,
        shipToList: ordered(),
      }),
    [`POST ${ShipToPaths.update}`]: (call) => {
      const req = call.body as ShipToUpdateRequest;
      const { sessionId: _s, shipToId, isDefault, ...fields } = req;
      let saved: ShipTo;
      if (shipToId === undefined) {
        if (book.length >= SHIP_TO_LIMITS.maxPerOwner) return fail(400, ShipToMessages.LIMIT_REACHED, 'SHIP_TO_LIMIT');
        saved = { ...HQ, ...fields, shipToId: nextId++, isDefault: book.length === 0 || isDefault === true };
        book.push(saved);
      } else {
        const row = book.find((s) => s.shipToId === shipToId);
        if (!row) return fail(404, ShipToMessages.NOT_FOUND, 'SHIP_TO_NOT_FOUND');
        saved = Object.assign(row, fields, { isDefault: row.isDefault || isDefault === true });
      }
      if (saved.isDefault) makeDefault(saved.shipToId);
      return ok(saved);
    },
    [`POST ${ShipToPaths.delete}`]: (call) => {
      const { shipToId } = call.body as ShipToDeleteRequest;
      if (!book.some((s) => s.shipToId === shipToId)) return fail(404, ShipToMessages.NOT_FOUND, 'SHIP_TO_NOT_FOUND');
      book = book.filter((s) => s.shipToId !== shipToId);
      const next = ordered()[0];
      if (next && !next.isDefault) makeDefault(next.shipToId);
      return ok({ shipToId, defaultShipToId: next?.shipToId ?? null });
    },
  };
}
