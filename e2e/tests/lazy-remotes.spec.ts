import { expect, openMySignedIn, REMOTE_NAMES, test } from '../support/shop';

const REMOTE_ASSET = new RegExp(`^/apps/(${REMOTE_NAMES.join('|')})/`);

test('the home page loads no remote at all', async ({ page, net }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await net.settled();
  expect(net.paths().filter((p) => REMOTE_ASSET.test(p))).toEqual([]);
  // the shell itself did load
  expect(net.appAssets('shell').length).toBeGreaterThan(0);
});

test('a fresh load of /my fetches my and no other remote', async ({ page, net }) => {
  // the personal centre needs a signed-in user: sign in first, then measure a fresh load
  await openMySignedIn(page);
  net.clear();
  await page.reload();
  await expect(page.getByTestId('my-home')).toBeVisible();
  await net.settled();
  const manifests = net.paths().filter((p) => p.endsWith('/mf-manifest.json'));
  expect(manifests).toHaveLength(1);
  expect(manifests[0]).toMatch(/^\/apps\/my\/[^/]+\/mf-manifest\.json$/);
  const otherRemotes = net.paths().filter((p) => REMOTE_ASSET.test(p) && !p.startsWith('/apps/my/'));
  expect(otherRemotes).toEqual([]);
});
