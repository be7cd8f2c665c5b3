import type { RouteObject } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from './remotesConfig';

/**
 * The one place the shell touches the federation runtime (jest mocks this module).
 * Each remote exposes './routes' with `routes: RouteObject[]`; its container is named `shop_<app>` (build-config).
 */
const containerName = (app: string) => `shop_${app}`;

export function registerFromConfig(config: RemotesConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, r]) => ({ name: containerName(name), entry: r.manifest })));
}

export async function loadRemoteRoutes(name: string): Promise<RouteObject[] | null> {
  try {
    const mod = await loadRemote<{ routes?: RouteObject[]; __remoteFailed?: boolean }>(`${containerName(name)}/routes`);
    if (!mod || mod.__remoteFailed || !Array.isArray(mod.routes)) return null;
    return mod.routes;
  } catch (error) {
    console.warn('[shell] remote routes failed', name, error);
    return null;
  }
}
