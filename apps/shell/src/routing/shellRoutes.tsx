import type { RouteObject } from 'react-router';
import { PageSpin } from '@shop/shared-ui';
import { ShellRoot } from '../session/ShellRoot';
import { pages } from '../pages';
import { HeaderOnly, FooterOnly } from '../pages/CommonParts';
import { RootErrorView } from '../pages/RootErrorView';

/**
 * One router for the whole site. The shell's own routes are static; a remote's route table is fetched the first
 * time the user navigates into one of its prefixes (patchRoutesOnNavigation), so `/` loads no remote at all, and
 * becomes `root`'s children. `remoteChildren` are the routes of the remote the server rendered the page of, mounted
 * up front so the browser can hydrate that markup (and, on the server, the slot the remote's markup goes into).
 */
export function shellRoutes(remoteChildren: RouteObject[] = []): RouteObject[] {
  return [
    { path: '/msm-common/header', Component: HeaderOnly },
    { path: '/msm-common/footer', Component: FooterOnly },
    {
      id: 'root',
      path: '/',
      Component: ShellRoot,
      ErrorBoundary: RootErrorView,
      HydrateFallback: PageSpin,
      children: [{ index: true, lazy: () => pages.Home().then((m) => ({ Component: m.Home })) }, ...remoteChildren],
    },
  ];
}
