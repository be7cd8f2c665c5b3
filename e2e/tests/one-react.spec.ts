import { expect, manifestOf, openMySignedIn, REMOTE_NAMES, test, type Manifest, type RemoteName } from '../support/shop';

/** Installed before any page script: counts the React renderers that register with "devtools" (one per react-dom copy). */
function installDevtoolsHook(): void {
  const injected: { rendererPackageName?: string; version?: string }[] = [];
  (window as unknown as { __e2eRenderers: typeof injected }).__e2eRenderers = injected;
  const renderers = new Map<number, unknown>();
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject(renderer: { rendererPackageName?: string; version?: string }) {
      injected.push({ rendererPackageName: renderer.rendererPackageName, version: renderer.version });
      const id = injected.length;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    checkDCE() {},
  };
}

const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit', 'antd/es/config-provider', '@shop/shared-ui'];
/** shared entries whose files a remote must never fetch: its own copy of React */
const REACT_ENTRIES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

test('one copy of React (and of every shared singleton) after navigating through three remotes', async ({ page, net, request }) => {
  await page.addInitScript(installDevtoolsHook);
  // my and order pages need a signed-in user; the journey itself starts from a fresh load of /
  await openMySignedIn(page);
  net.clear();
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();

  const header = page.getByTestId('shop-header');
  // vona2: client-side navigation from the header
  await header.getByRole('link', { name: '品牌一览' }).click();
  await expect(page).toHaveURL(/\/maker$/);
  await expect(page.getByTestId('shop-main').getByRole('heading', { name: '品牌一览', level: 1 })).toBeVisible();
  await net.settled();
  // my, from the user menu of the header
  await header.getByTestId('user-menu').hover();
  await page.getByRole('link', { name: '个人中心', exact: true }).click();
  await expect(page.getByTestId('my-home')).toBeVisible();
  await net.settled();
  // order, from a link inside the my remote's page
  await page.getByTestId('my-home').getByRole('link', { name: '订单查询' }).click();
  await expect(page.getByTestId('order-list')).toBeVisible();
  await net.settled();

  const visited: RemoteName[] = ['vona2', 'my', 'order'];
  for (const r of visited)
    expect(
      net.appAssets(r).some((p) => p.endsWith('/remoteEntry.js')),
      `${r} was loaded`,
    ).toBe(true);

  // 1. exactly one renderer registered with the devtools hook
  const renderers = await page.evaluate(() => (window as unknown as { __e2eRenderers: unknown[] }).__e2eRenderers);
  expect(renderers).toHaveLength(1);

  // 2. the federation share scope: one version of each singleton, provided by the shell. The remotes run on the
  // shell's federation runtime (experiments.externalRuntime), so they register as instances of it and read its scope.
  const federation = await page.evaluate((names) => {
    type Info = { from?: string; loaded?: boolean };
    const f = (
      window as unknown as {
        __FEDERATION__?: {
          __INSTANCES__?: { name: string }[];
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>>;
        };
      }
    ).__FEDERATION__;
    if (!f?.__SHARE__) return null;
    const scopes: Record<string, Record<string, { version: string; from?: string; loaded?: boolean }[]>> = {};
    for (const [owner, byScope] of Object.entries(f.__SHARE__)) {
      const pkgs = byScope['default'] ?? {};
      scopes[owner] = {};
      for (const name of names) {
        scopes[owner]![name] = Object.entries(pkgs[name] ?? {}).map(([version, info]) => ({
          version,
          from: info.from,
          loaded: info.loaded,
        }));
      }
    }
    return { instances: (f.__INSTANCES__ ?? []).map((i) => i.name), scopes };
  }, SINGLETONS);
  expect(federation, 'window.__FEDERATION__.__SHARE__ exists').not.toBeNull();
  const { instances, scopes } = federation!;
  // the shell and the three remotes visited each have a federation instance
  for (const name of ['shop_shell', 'shop_vona2', 'shop_my', 'shop_order']) {
    expect(
      instances.some((i) => i === name || i.startsWith(`${name}:`)),
      `${name} in ${instances.join(', ')}`,
    ).toBe(true);
  }
  expect(Object.keys(scopes).length, 'share scopes').toBeGreaterThan(0);
  for (const [owner, pkgs] of Object.entries(scopes)) {
    for (const name of SINGLETONS) {
      const versions = pkgs[name]!;
      expect(versions, `${owner}: ${name} versions`).toHaveLength(1);
      expect(versions[0]!.from, `${owner}: ${name} provided by`).toBe('shop_shell');
    }
    expect(pkgs['react']![0]!.loaded, `${owner}: react loaded`).toBe(true);
    expect(pkgs['react-dom']![0]!.loaded, `${owner}: react-dom loaded`).toBe(true);
    expect(pkgs['react-router']![0]!.loaded, `${owner}: react-router loaded`).toBe(true);
  }

  // 3. a remote carries no React of its own: built for the shell (shared `import: false`), its manifest lists the React
  // entries its code imports (react, react/jsx-runtime ...) as shared modules it consumes, with no fallback files
  for (const r of visited) {
    const { manifest } = await manifestOf(request, r);
    const react = manifest.shared.filter((s) => REACT_ENTRIES.includes(s.name));
    expect(react.length, `${r} consumes React from the share scope`).toBeGreaterThan(0);
    const reactFiles = react.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
    expect(reactFiles, `${r}'s own React files`).toEqual([]);
  }
});

test('every shared module a remote consumes is provided by the shell (remotes ship no fallback copies)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const main = /<script[^>]+src="([^"]*\/)main\.[^"]+\.js"/.exec(html);
  expect(main, 'the shell page names its main script').not.toBeNull();
  const shell = (await (await request.get(`${main![1]}mf-manifest.json`)).json()) as Manifest;
  const provided = new Set(shell.shared.map((s) => s.name));
  expect(provided.has('antd/es/config-provider')).toBe(true);
  for (const r of REMOTE_NAMES) {
    const { manifest } = await manifestOf(request, r);
    // icons are the one exception: a remote bundles the few it draws (build-config/shared.mjs)
    const consumed = manifest.shared.map((s) => s.name).filter((n) => !n.startsWith('@ant-design/icons'));
    expect(consumed.length, `${r} consumes shared modules`).toBeGreaterThan(3);
    expect(
      consumed.filter((n) => !provided.has(n)),
      `${r}: consumed but not provided by the shell`,
    ).toEqual([]);
  }
});
