/** Shape of /remotes.json, written by scripts/deploy.mjs: which version of each remote is live, and its prefixes. */
export interface RemoteEntry {
  version: string;
  manifest: string;
  prefixes: string[];
}
export interface RemotesConfig {
  remotes: Record<string, RemoteEntry>;
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json ${res.status}`);
  return (await res.json()) as RemotesConfig;
}

/** The remote that owns a path: `/my` and `/my/...` belong to the remote with prefix `/my`. */
export function remoteForPath(config: RemotesConfig, pathname: string): string | null {
  let best: { name: string; len: number } | null = null;
  for (const [name, entry] of Object.entries(config.remotes)) {
    for (const prefix of entry.prefixes) {
      if (pathname === prefix || pathname.startsWith(prefix + '/')) {
        if (!best || prefix.length > best.len) best = { name, len: prefix.length };
      }
    }
  }
  return best?.name ?? null;
}
