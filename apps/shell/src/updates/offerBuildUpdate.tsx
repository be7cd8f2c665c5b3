import { withAppApi } from '@shop/shared-ui';
import { changedApps, fetchDeployedVersions, type LoadedVersions } from './buildCheck';

let offered = '';

/**
 * One check for a newer deployment (SPEC §9): when one is found, offers a reload, once per new set of versions.
 * Fetched at the first hourly check (startBuildUpdateCheck), not with the page.
 */
export async function offerBuildUpdate(loaded: LoadedVersions): Promise<void> {
  try {
    const deployed = await fetchDeployedVersions();
    const key = JSON.stringify(deployed);
    if (changedApps(loaded, deployed).length === 0 || offered === key) return;
    offered = key;
    // the notice's code is fetched only when there is something to offer
    const [{ default: Button }, { default: staticNotification }] = await Promise.all([
      import('antd/es/button'),
      import('antd/es/notification'),
    ]);
    withAppApi((api) =>
      (api?.notification ?? staticNotification).info({
        key: 'build-update',
        message: '网站已更新',
        description: '新版本已发布，刷新页面即可使用最新功能。未保存的内容请先保存。',
        duration: 0,
        actions: (
          <Button type="primary" size="small" data-testid="build-update-reload" onClick={() => window.location.reload()}>
            立即刷新
          </Button>
        ),
      }),
    );
  } catch {
    // offline or deploying: try again next time
  }
}
