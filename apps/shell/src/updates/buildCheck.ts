import { fetchRemotesConfig, type RemotesConfig } from '../federation/remotesConfig';

/** SPEC §9: every hour the shell checks whether a newer build of itself or of a remote is deployed. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface LoadedVersions {
  shell: string;
  remotes: Record<string, string>;
}

export function versionsOf(config: RemotesConfig, shellVersion: string): LoadedVersions {
  return { shell: shellVersion, remotes: Object.fromEntries(Object.entries(config.remotes).map(([k, v]) => [k, v.version])) };
}

/** Names of the apps whose deployed version differs from the one this tab runs ('shell' included). */
export function changedApps(loaded: LoadedVersions, deployed: LoadedVersions): string[] {
  const changed: string[] = [];
  if (deployed.shell && deployed.shell !== loaded.shell) changed.push('shell');
  for (const [name, version] of Object.entries(deployed.remotes)) {
    if (loaded.remotes[name] && loaded.remotes[name] !== version) changed.push(name);
  }
  return changed;
}

export async function fetchDeployedVersions(): Promise<LoadedVersions> {
  const [remotes, shell] = await Promise.all([
    fetchRemotesConfig(),
    fetch('/shell/check_health', { cache: 'no-store' }).then((r) => r.json() as Promise<{ version: string }>),
  ]);
  return versionsOf(remotes, shell.version);
}
