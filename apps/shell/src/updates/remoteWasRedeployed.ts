import { fetchRemotesConfig, type RemotesConfig } from '../federation/remotesConfig';

/** True when /remotes.json now names another version of `name` than this tab registered (its files may be gone). */
export async function remoteWasRedeployed(name: string, registered: RemotesConfig): Promise<boolean> {
  try {
    const now = await fetchRemotesConfig();
    const was = registered.remotes[name]?.version;
    const is = now.remotes[name]?.version;
    return !!was && !!is && was !== is;
  } catch {
    return false;
  }
}
