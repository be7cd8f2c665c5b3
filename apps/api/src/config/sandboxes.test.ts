import { assertSandboxAllowed, SandboxConfigError, sandboxesEnabled } from './sandboxes';

describe('SANDBOXES: the one switch of the local sandboxes', () => {
  it('is off unless asked for', () => {
    expect(sandboxesEnabled({})).toBe(false);
    for (const v of ['', ' ', '0', 'false', 'off', 'OFF']) expect(sandboxesEnabled({ SANDBOXES: v })).toBe(false);
  });

  it('is on with 1 / true / on outside production', () => {
    for (const v of ['1', 'true', 'on', ' TRUE ']) expect(sandboxesEnabled({ SANDBOXES: v, NODE_ENV: 'development' })).toBe(true);
    expect(sandboxesEnabled({ SANDBOXES: '1' })).toBe(true);
  });

  it('refuses to start with a sandbox on under NODE_ENV=production, with a message that says what to do', () => {
    expect(() => sandboxesEnabled({ SANDBOXES: '1', NODE_ENV: 'production' })).toThrow(SandboxConfigError);
    expect(() => sandboxesEnabled({ SANDBOXES: '1', NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production.*Unset SANDBOXES.*Refusing to start/s,
    );
    expect(() => assertSandboxAllowed('the WeChat login sandbox', { NODE_ENV: 'production' })).toThrow(/^the WeChat login sandbox is on/);
    expect(sandboxesEnabled({ NODE_ENV: 'production' })).toBe(false);
  });

  it('refuses a value it cannot read rather than guessing', () => {
    expect(() => sandboxesEnabled({ SANDBOXES: 'yes please' })).toThrow(/expected 1 .* or 0/);
  });
});
