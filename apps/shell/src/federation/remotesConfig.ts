import type { RemotesConfig } from '@shop/ssr/remotes';

/** Shape of /remotes.json (written by scripts/deploy.mjs) and remoteForPath live in @shop/ssr: the gateway uses them too. */
export { remoteForPath, type RemoteEntry, type RemotesConfig } from '@shop/ssr/remotes';

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json ${res.status}`);
  return (await res.json()) as RemotesConfig;
}
