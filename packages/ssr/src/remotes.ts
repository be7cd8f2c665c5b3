/** Shape of /remotes.json (written from the deploy state): which version of each remote is live, and its prefixes. */
export interface RemoteEntry {
  version: string;
  manifest: string;
  prefixes: string[];
}
export interface RemotesConfig {
  remotes: Record<string, RemoteEntry>;
}

/** The remote that owns a path: `/my` and `/my/...` belong to the remote with prefix `/my` (the longest prefix wins). */
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
