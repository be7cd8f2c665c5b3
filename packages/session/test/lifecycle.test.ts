import Cookies from 'js-cookie';
import { establishSession, loadUserSession, localStore, logout, onSessionChange, secondFamilyLogin, type SessionEvent } from '../src';
import { demoSession, resetAll } from './helpers';

describe('login, logout and the second-family login (SPEC §4)', () => {
  beforeEach(resetAll);

  it('establishSession stores the session and both cookies and announces a login', () => {
    const events: SessionEvent[] = [];
    onSessionChange((e) => events.push(e));
    establishSession(demoSession({ sessionId: 's-9', refreshTokenHash: 'r-9' }));
    expect(loadUserSession()?.sessionId).toBe('s-9');
    expect(Cookies.get('GACCESSTOKENKEY')).toBe('s-9');
    expect(Cookies.get('GREFRESHTOKENHASH')).toBe('r-9');
    expect(events.map((e) => e.type)).toEqual(['login']);
  });

  it('logout clears every cookie and every stored user entry, keeping unrelated entries', () => {
    establishSession(demoSession());
    localStore.set('loginInfo', { sessionId: 'x', userCode: 'y' });
    localStore.set('userInfo', { customerCode: 'C' });
    localStore.set('customerInfo', { a: 1 });
    localStore.set('cadSelection', { selectedFormat: 'step' });
    Cookies.set('other', '1');
    const events: SessionEvent[] = [];
    onSessionChange((e) => events.push(e));
    logout();
    expect(document.cookie).toBe('');
    expect(loadUserSession()).toBeNull();
    expect(localStore.keys().sort()).toEqual(['cadSelection']);
    expect(events).toEqual([{ type: 'logout', session: null, remote: false }]);
  });

  it('second-family login runs its steps in order, stores each answer, then reloads', async () => {
    const order: string[] = [];
    const reload = jest.fn(() => order.push('reload'));
    const result = await secondFamilyLogin(
      { loginId: 'buyer', password: 'p' },
      {
        login: async (c) => {
          order.push(`login:${c.loginId}`);
          return { sessionId: 'jp-sid', userCode: 'JU1' };
        },
        fetchUserInfo: async (l) => {
          order.push(`user:${l.sessionId}`);
          expect(localStore.get('loginInfo')).toEqual({ sessionId: 'jp-sid', userCode: 'JU1' });
          return { customerCode: 'JC1', userName: '李娜' };
        },
        fetchCompanyInfo: async (_l, u) => {
          order.push(`company:${u.customerCode}`);
          expect(localStore.get('userInfo')).toEqual({ customerCode: 'JC1', userName: '李娜' });
          return { customerName: '精工' };
        },
        reload,
      },
    );
    expect(order).toEqual(['login:buyer', 'user:jp-sid', 'company:JC1', 'reload']);
    expect(localStore.get('customerInfo')).toEqual({ customerName: '精工' });
    expect(result.company).toEqual({ customerName: '精工' });
  });

  it('stops without reloading when a step fails', async () => {
    const reload = jest.fn();
    await expect(
      secondFamilyLogin(
        {},
        {
          login: async () => ({ sessionId: 's', userCode: 'u' }),
          fetchUserInfo: async () => {
            throw new Error('用户信息获取失败');
          },
          fetchCompanyInfo: async () => ({}),
          reload,
        },
      ),
    ).rejects.toThrow('用户信息获取失败');
    expect(reload).not.toHaveBeenCalled();
    expect(localStore.get('loginInfo')).toEqual({ sessionId: 's', userCode: 'u' });
    expect(localStore.get('userInfo')).toBeNull();
  });
});
