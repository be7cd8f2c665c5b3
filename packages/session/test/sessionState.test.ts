import { isLoggedIn, isNewTabFlagActive, isPurchaseLinkUser } from '../src';

describe('session states (SPEC §4)', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['1', false],
    ['0', true],
    ['2', true],
    ['9', true],
  ])('sessionStatus %p → logged in %p', (status, expected) => {
    expect(isLoggedIn(status === undefined ? { sessionStatus: undefined as unknown as string } : { sessionStatus: status as string })).toBe(
      expected,
    );
  });

  it('is not logged in without a session', () => {
    expect(isLoggedIn(null)).toBe(false);
    expect(isPurchaseLinkUser(undefined)).toBe(false);
  });

  it('purchase-link user needs both login and purchaseLinkFlag 1', () => {
    expect(isPurchaseLinkUser({ sessionStatus: '0', purchaseLinkFlag: '1' })).toBe(true);
    expect(isPurchaseLinkUser({ sessionStatus: '1', purchaseLinkFlag: '1' })).toBe(false);
    expect(isPurchaseLinkUser({ sessionStatus: '0', purchaseLinkFlag: '0' })).toBe(false);
  });

  it('new-tab flag is active only for 0', () => {
    expect(isNewTabFlagActive({ newTabFlag: '0' })).toBe(true);
    expect(isNewTabFlagActive({ newTabFlag: '1' })).toBe(false);
    expect(isNewTabFlagActive(null)).toBe(false);
  });
});
