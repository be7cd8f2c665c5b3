import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const REMOTE_NAMES = ['vona2', 'my', 'order', 'return', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const ALL_APPS = ['shell', ...REMOTE_NAMES] as const;

export interface RemotesJson {
  remotes: Record<string, { version: string; manifest: string; prefixes: string[] }>;
}
export interface Health {
  app: string;
  version: string;
  buildTime: string;
  status: string;
}
interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}
export interface Manifest {
  shared: ManifestShared[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * The page's network as the journeys see it: every request url in order, and whether anything is still in flight.
 * Client-side navigations have no load event, so `settled()` stands in for "everything this step fetched".
 */
export class NetLog {
  readonly urls: string[] = [];
  private inflight = 0;
  private last = Date.now();

  constructor(private readonly page: Page) {
    page.on('request', (r) => {
      this.urls.push(r.url());
      this.inflight++;
      this.last = Date.now();
    });
    const done = () => {
      this.inflight = Math.max(0, this.inflight - 1);
      this.last = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Resolves once no request has been in flight for `quietMs` (gives up quietly after `maxMs`). */
  async settled(quietMs = 600, maxMs = 20_000): Promise<void> {
    const until = Date.now() + maxMs;
    while (Date.now() < until) {
      if (this.inflight === 0 && Date.now() - this.last >= quietMs) return;
      await this.page.waitForTimeout(100);
    }
  }

  paths(): string[] {
    return this.urls.map(pathOf);
  }
  /** Requests for a deployed app's assets: /apps/<app>/<version>/<file>. */
  appAssets(app: string): string[] {
    return this.paths().filter((p) => p.startsWith(`/apps/${app}/`));
  }
  remoteAssets(): string[] {
    return this.paths().filter((p) => REMOTE_NAMES.some((r) => p.startsWith(`/apps/${r}/`)));
  }
  clear(): void {
    this.urls.length = 0;
  }
}

export const test = base.extend<{ net: NetLog }>({
  // globalSetup picks the port and exports it; the config itself is evaluated before that
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (globalSetup starts the gateway)');
    await use(url);
  },
  net: async ({ page }, use) => {
    await use(new NetLog(page));
  },
});
export { expect };

function pathOf(url: string): string {
  return new URL(url).pathname;
}

export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), `GET ${url}`).toBe(200);
  return (await res.json()) as T;
}

export const remotesJson = (request: APIRequestContext) => getJson<RemotesJson>(request, '/remotes.json');
export const health = (request: APIRequestContext, app: string) => getJson<Health>(request, `/${app}/check_health`);

export async function manifestOf(request: APIRequestContext, remote: RemoteName): Promise<{ base: string; manifest: Manifest }> {
  const cfg = await remotesJson(request);
  const entry = cfg.remotes[remote];
  if (!entry) throw new Error(`${remote} is not in remotes.json`);
  const manifest = await getJson<Manifest>(request, entry.manifest);
  return { base: entry.manifest.replace(/mf-manifest\.json$/, ''), manifest };
}

/** The page frame of the shell: header and footer around the content area. */
export async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByTestId('shop-header')).toBeVisible();
  await expect(page.getByTestId('shop-footer')).toBeVisible();
}

/** The password of every demo account of the seed (apps/api/src/db/seed/demoAccounts.ts). */
export const DEMO_PASSWORD = 'Gongpin@2024';
/** A demo account of the seed: company admin with every permission. */
const DEMO_LOGIN = { loginId: 'jinggong_admin', password: DEMO_PASSWORD };

/** Fills 账号 and 密码 of the login form inside `scope` (the form itself, or the popup around it) and submits it. */
export async function fillLogin(scope: Locator, loginId = DEMO_LOGIN.loginId, password = DEMO_PASSWORD): Promise<void> {
  await scope.getByLabel('账号').fill(loginId);
  await scope.getByLabel('密码').fill(password);
  await scope.getByTestId('login-submit').click();
}

/** Fills and submits the one login form on screen (the shell's popup or the member login page: both render it). */
async function submitLogin(page: Page): Promise<void> {
  const form = page.getByTestId('login-form').first();
  await expect(form).toBeVisible();
  await fillLogin(form);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/**
 * Opens /my and signs in with whatever the shell offers a signed-out visitor (the popup in place, or the member login
 * page that comes back to /my), then waits for the personal centre. The session lasts for the page's context.
 */
export async function openMySignedIn(page: Page): Promise<void> {
  await page.goto('/my');
  await submitLogin(page);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('my-home')).toBeVisible();
}
