import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { readState, versionDir } from './deployState';

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}
interface Manifest {
  shared?: ManifestShared[];
}

const readManifest = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
const fallbackFiles = (s: ManifestShared) => (s.assets?.js?.sync?.length ?? 0) + (s.assets?.js?.async?.length ?? 0);

/**
 * What a remote build needs from the deployed shell and would not get. A remote built for production consumes react,
 * antd's entries, the workspace packages ... without a fallback copy of its own (build-config `import: false`), so the
 * shell that is live must provide each of them, in a version the remote accepts. An empty list means it can go live;
 * otherwise each line names a shared module and why (deploy the shell first, then the remote).
 * Without a deployed shell (the very first deploy) there is nothing to check against.
 */
export function unmetSharedNeeds(deployDir: string, remoteBuildDir: string): string[] {
  const shell = readState(deployDir).apps.shell;
  if (!shell) return [];
  const provided = new Map((readManifest(versionDir(deployDir, 'shell', shell.current)).shared ?? []).map((s) => [s.name, s.version]));
  const unmet: string[] = [];
  for (const need of readManifest(remoteBuildDir).shared ?? []) {
    if (fallbackFiles(need) > 0) continue; // it brings its own copy
    const version = provided.get(need.name);
    if (!version) unmet.push(`${need.name}: not provided by the live shell ${shell.current}`);
    else if (
      need.requiredVersion &&
      semver.validRange(need.requiredVersion) &&
      semver.valid(version) &&
      !semver.satisfies(version, need.requiredVersion)
    ) {
      unmet.push(`${need.name}: needs ${need.requiredVersion}, the live shell ${shell.current} provides ${version}`);
    }
  }
  return unmet;
}
