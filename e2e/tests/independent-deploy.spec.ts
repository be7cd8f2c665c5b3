import { ALL_APPS, expect, health, openMySignedIn, remotesJson, test, type Health } from '../support/shop';
import { pnpmScript } from '../support/operator';

async function versions(request: Parameters<typeof health>[0]): Promise<Record<string, Health>> {
  const out: Record<string, Health> = {};
  for (const app of ALL_APPS) out[app] = await health(request, app);
  return out;
}

test('deploying and rolling back one remote changes only that remote', async ({ page, net, request }) => {
  test.setTimeout(180_000);
  expect(process.env.E2E_DEPLOY_DIR, 'globalSetup exports the deploy folder').toBeTruthy();

  // a tab is open on /my while the deploy runs
  await openMySignedIn(page);
  const before = await versions(request);
  const remotesBefore = await remotesJson(request);
  expect(remotesBefore.remotes['my']!.version).toBe(before['my']!.version);

  await pnpmScript('deploy:remote', 'my');

  const after = await versions(request);
  const newVersion = after['my']!.version;
  expect(newVersion).not.toBe(before['my']!.version);
  expect(after['my']!.status).toBe('ok');
  for (const app of ALL_APPS.filter((a) => a !== 'my')) expect(after[app], `${app} untouched`).toEqual(before[app]);
  const remotesAfter = await remotesJson(request);
  expect(remotesAfter.remotes['my']!.version).toBe(newVersion);
  expect(remotesAfter.remotes['my']!.manifest).toContain(`/apps/my/${newVersion}/`);
  for (const [name, r] of Object.entries(remotesBefore.remotes)) {
    if (name !== 'my') expect(remotesAfter.remotes[name], `${name} in remotes.json`).toEqual(r);
  }

  // the open tab keeps working on the version it loaded
  await expect(page.getByTestId('my-home')).toBeVisible();

  // the next page load picks the new version up, without a new shell
  net.clear();
  await page.reload();
  await expect(page.getByTestId('my-home')).toBeVisible();
  await net.settled();
  expect(net.paths()).toContain(`/apps/my/${newVersion}/mf-manifest.json`);
  expect(net.appAssets('my').every((p) => p.startsWith(`/apps/my/${newVersion}/`))).toBe(true);
  expect(net.appAssets('shell').every((p) => p.startsWith(`/apps/shell/${before['shell']!.version}/`))).toBe(true);

  await pnpmScript('rollback:remote', 'my');

  const rolledBack = await versions(request);
  expect(rolledBack['my']).toEqual(before['my']);
  for (const app of ALL_APPS.filter((a) => a !== 'my')) expect(rolledBack[app], `${app} untouched`).toEqual(before[app]);
  expect((await remotesJson(request)).remotes).toEqual(remotesBefore.remotes);

  net.clear();
  await page.reload();
  await expect(page.getByTestId('my-home')).toBeVisible();
  await net.settled();
  expect(net.paths()).toContain(`/apps/my/${before['my']!.version}/mf-manifest.json`);
  expect(net.paths().some((p) => p.startsWith(`/apps/my/${newVersion}/`))).toBe(false);
});
