/**
 * The one switch of every local stand-in for an outside service: the WeChat login sandbox today, the payment, SMS
 * and mail sandboxes to come. A sandbox signs people in (or marks orders paid) without the real service, so it is
 * on only where someone asked for local use: `SANDBOXES=1`, which `pnpm start` and the local e2e/bench gateway set.
 * Unset (the default) means off; with NODE_ENV=production a sandbox refuses to start at all.
 *
 * Every sandbox asks `sandboxesEnabled()` for its default and calls `assertSandboxAllowed()` before it registers its
 * routes (also when a test or host turned it on explicitly), so one place decides.
 */
export const SANDBOXES_ENV = 'SANDBOXES';

const ON = new Set(['1', 'true', 'on']);
const OFF = new Set(['', '0', 'false', 'off']);

/** Thrown at start-up: the process must not serve with this configuration. */
export class SandboxConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxConfigError';
  }
}

/** Refuses a sandbox in production; `what` names it in the message (e.g. 'the WeChat login sandbox'). */
export function assertSandboxAllowed(what: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production') {
    throw new SandboxConfigError(
      `${what} is on while NODE_ENV=production: a sandbox lets anyone sign in or pay without the real service. ` +
        `Unset ${SANDBOXES_ENV} (and configure the real provider) or run without NODE_ENV=production. Refusing to start.`,
    );
  }
}

/** Whether the local sandboxes are switched on (SANDBOXES=1); throws on an unreadable value or in production. */
export function sandboxesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = (env[SANDBOXES_ENV] ?? '').trim().toLowerCase();
  if (OFF.has(raw)) return false;
  if (!ON.has(raw)) throw new SandboxConfigError(`${SANDBOXES_ENV}=${raw}: expected 1 (local sandboxes on) or 0 (off)`);
  assertSandboxAllowed(`${SANDBOXES_ENV}=1`, env);
  return true;
}
