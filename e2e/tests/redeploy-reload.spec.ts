import { expect, health, remotesJson, test } from '../support/shop';
import { pnpmScript } from '../support/operator';

/**
 * SPEC §4 / issue 4.8: a tab opened before a remote was redeployed still holds the old remotes config. When the old
 * version's files are gone (pruned, or a CDN purge), the next navigation into that remote reloads the page once
 * (the 10-second guard in sessionStorage), and the reloaded page runs the new version.
 */
test('a remote redeployed while a tab is open triggers exactly one guarded reload onto the new version', async ({ page, net, request }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  const old = (await health(request, 'vona2')).version;

  await pnpmScript('deploy:remote', 'vona2');
  try {
    const fresh = (await health(request, 'vona2')).version;
    expect(fresh).not.toBe(old);
    expect((await remotesJson(request)).remotes['vona2']!.version).toBe(fresh);
    // the old version's files are gone for this tab
    await page.route(
      (url) => url.pathname.startsWith(`/apps/vona2/${old}/`),
      (route) => route.fulfill({ status: 404, body: 'gone' }),
    );

    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    net.clear();
    // a client-side navigation from the header of the page loaded before the deploy
    await page.getByTestId('shop-header').getByRole('link', { name: '品牌一览' }).click();
    await expect(page.getByTestId('shop-main').getByRole('heading', { name: '品牌一览', level: 1 })).toBeVisible({ timeout: 20_000 });
    await net.settled();

    expect(documents, 'one reload of /maker, not a loop').toEqual(['/maker']);
    expect(await page.evaluate(() => sessionStorage.getItem('msm_chunk_reload_at'))).toMatch(/^\d+$/);
    expect(net.paths()).toContain(`/apps/vona2/${fresh}/mf-manifest.json`);
    expect(
      net
        .appAssets('vona2')
        .filter((p) => !p.startsWith(`/apps/vona2/${old}/`))
        .every((p) => p.startsWith(`/apps/vona2/${fresh}/`)),
    ).toBe(true);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await pnpmScript('rollback:remote', 'vona2');
  }
  expect((await health(request, 'vona2')).version).toBe(old);
});
