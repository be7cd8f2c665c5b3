import { expect, manifestOf, openMySignedIn, test, type RemoteName } from '../support/shop';

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

const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit', 'antd/es/config-provider'];
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
  for (const r of visited) expect(net.appAssets(r).some((p) => p.endsWith('/remoteEntry.js')), `${r} was loaded`).toBe(true);

  // 1. exactly one renderer registered with the devtools hook
  const renderers = await page.evaluate(() => (window as unknown as { __e2eRenderers: unknown[] }).__e2eRenderers);
  expect(renderers).toHaveLength(1);

  // 2. the federation share scope: one version of each singleton, provided by the shell, in every instance's view
  const scope = await page.evaluate((names) => {
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from?: string; loaded?: boolean }>>>> } })
      .__FEDERATION__?.__SHARE__;
    if (!share) return null;
    const out: Record<string, Record<string, { version: string; from?: string; loaded?: boolean }[]>> = {};
    for (const [instance, scopes] of Object.entries(share)) {
      const pkgs = scopes['default'] ?? {};
      out[instance] = {};
      for (const name of names) {
        out[instance]![name] = Object.entries(pkgs[name] ?? {}).map(([version, info]) => ({ version, from: info.from, loaded: info.loaded }));
      }
    }
    return out;
  }, SINGLETONS);
  expect(scope, 'window.__FEDERATION__.__SHARE__ exists').not.toBeNull();
  const instances = Object.keys(scope!);
  // the shell and the three remotes visited each have a federation instance
  for (const name of ['shop_shell', 'shop_vona2', 'shop_my', 'shop_order']) {
    expect(instances.some((i) => i === name || i.startsWith(`${name}:`)), `${name} in ${instances.join(', ')}`).toBe(true);
  }
  for (const [instance, pkgs] of Object.entries(scope!)) {
    for (const name of SINGLETONS) {
      const versions = pkgs[name]!;
      expect(versions, `${instance}: ${name} versions`).toHaveLength(1);
      expect(versions[0]!.from, `${instance}: ${name} provided by`).toBe('shop_shell');
    }
    expect(pkgs['react']![0]!.loaded, `${instance}: react loaded`).toBe(true);
    expect(pkgs['react-dom']![0]!.loaded, `${instance}: react-dom loaded`).toBe(true);
  }

  // 3. no remote fetched the files of its own React copy (the remotes' manifests say which files those are)
  for (const r of visited) {
    const { base, manifest } = await manifestOf(request, r);
    const reactFiles = manifest.shared
      .filter((s) => REACT_ENTRIES.includes(s.name))
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])
      .map((f) => base + f);
    expect(reactFiles.length, `${r} declares its fallback React files`).toBeGreaterThan(0);
    const fetched = net.appAssets(r).filter((p) => reactFiles.includes(p));
    expect(fetched, `${r}'s own React files fetched`).toEqual([]);
  }
});
