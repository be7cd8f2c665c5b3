import { matchRoutes } from 'react-router';
import type { AppName, DeployState } from '../deployState';
import { chunkMapOf, manifestOf, routeTableOf, type RouteTable } from './chunkMaps';

export interface PageHints {
  /**
   * stylesheets the first paint needs (the page's CSS chunks), in order; `rspackKey` is the data-rspack attribute
   * by which the remote's chunk loader finds a stylesheet already in the page instead of adding it a second time
   */
  styles: { href: string; rspackKey: string }[];
  /** scripts fetched at start-up in any case: the shell's start-up chunks, the remote's entry, routes and page */
  scripts: string[];
  /** JSON the federation runtime fetches (the remote's manifest) */
  fetches: string[];
  /** the route table row of the page, when a remote owns it */
  route?: RouteTable['routes'][number];
}

/** Paths of the shell's lazily loaded pages (the shell has no route table file) */
const SHELL_PAGES: Record<string, string> = { '/': 'Home' };

const base = (app: AppName, version: string) => `/apps/${app}/${version}/`;
// async chunks are named by id (packages/build-config): 853.css is chunk 853 of container shop_<app>
const styleOf = (app: AppName, at: string, file: string) => ({
  href: at + file,
  rspackKey: `shop_${app}:chunk-${file.replace(/\.css$/, '')}`,
});

/**
 * Everything a page needs at start, named up front so the browser fetches it in parallel with the html instead of
 * discovering it one round trip after another (main.js -> its shared chunks -> remotes.json -> manifest -> entry ->
 * page chunks). Read from the deployed builds' chunks.json and mf-manifest.json.
 */
export function pageHints(deployDir: string, state: DeployState, remote: AppName | null, pathname: string): PageHints {
  const hints: PageHints = { styles: [], scripts: [], fetches: [] };
  const shell = state.apps.shell;
  if (shell) {
    const at = base('shell', shell.current);
    const map = chunkMapOf(deployDir, 'shell', shell.current);
    for (const f of map?.startup.js ?? []) hints.scripts.push(at + f);
    // the shell's own lazily loaded pages (apps/shell/src/pages/index.ts)
    const page = !remote ? SHELL_PAGES[pathname] : undefined;
    for (const f of (page && map?.pages[page]?.js) || []) hints.scripts.push(at + f);
    for (const f of (page && map?.pages[page]?.css) || []) hints.styles.push(styleOf('shell', at, f));
  }
  const deployed = remote ? state.apps[remote] : undefined;
  if (!remote || !deployed) return hints;
  const at = base(remote, deployed.current);
  const manifest = manifestOf(deployDir, remote, deployed.current);
  hints.fetches.push(`${at}mf-manifest.json`);
  const entry = manifest?.metaData?.remoteEntry;
  hints.scripts.push(`${at}${entry?.path ? `${entry.path}/` : ''}${entry?.name ?? 'remoteEntry.js'}`);
  for (const expose of manifest?.exposes ?? []) {
    if (expose.path !== './routes') continue;
    for (const f of expose.assets?.js?.sync ?? []) hints.scripts.push(at + f);
    for (const f of expose.assets?.css?.sync ?? []) hints.styles.push(styleOf(remote, at, f));
  }
  const table = routeTableOf(deployDir, remote, deployed.current);
  const matches = table ? matchRoutes(table.routes, pathname) : null;
  const route = matches?.[matches.length - 1]?.route;
  if (route) {
    hints.route = route;
    const page = chunkMapOf(deployDir, remote, deployed.current)?.pages[route.page];
    for (const f of page?.js ?? []) hints.scripts.push(at + f);
    for (const f of page?.css ?? []) hints.styles.push(styleOf(remote, at, f));
  }
  return hints;
}

/** The same hints as a Link header value (103 Early Hints): sent before the server starts rendering. */
export function linkHeader(h: PageHints): string[] {
  return [
    ...h.styles.map((s) => `<${s.href}>; rel=preload; as=style`),
    ...h.fetches.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin`),
    ...h.scripts.map((u) => `<${u}>; rel=preload; as=script`),
  ];
}
