import Cookies from 'js-cookie';
import { resetSessionConfig, resetSessionEvents, configureSession, type UserSession } from '../src';

export function resetAll(): void {
  resetSessionEvents();
  resetSessionConfig();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  configureSession({ createChannel: () => null, locks: null });
}

export function demoSession(over: Partial<UserSession> = {}): UserSession {
  return {
    userName: '王伟',
    userCode: 'U0001',
    sessionId: 'sid-1',
    customerCode: 'C0001',
    customerName: '苏州精工自动化设备有限公司',
    customerType: '1',
    settlementType: '1',
    settlementTypeDisp: '月结',
    newTabFlag: '1',
    permissionList: ['ORDER', 'QUOTE', '7'],
    sessionStatus: '0',
    refreshTokenHash: 'rt-1',
    purchaseLinkFlag: '0',
    promptDeliveryFlag: '0',
    purchaseList: [],
    ...over,
  };
}
