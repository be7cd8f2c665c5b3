import type { FastifyBaseLogger } from 'fastify';
import { jsonForScript, SSR_PAYLOAD_ID, type SsrPayload } from '@shop/ssr/payload';
import { remoteForPath } from '@shop/ssr/remotes';
import { isAppName, remotesJson, type AppName, type DeployState } from '../deployState';
import { pageHints, type PageHints } from './hints';
import { inlinableCss } from './inlineStyles';
import { rendererOf, type PageRenderer, type ShellRenderer } from './renderers';

const SITE_NAME = '铭工商城';
// the shell's #root as index.html has it: empty, or with the "正在加载…" line the browser shows until it renders
const BOOT = /(<div id="root"[^>]*>)(?:<div class="boot">[^<]*<\/div>)?<\/div>/;

export interface RenderedPage {
  html: string;
  /** the page was rendered on the server (else the browser renders it, as before) */
  rendered: boolean;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Which pages the server renders: the shell's home and the pages of a remote with a server build (the catalogue). */
function shouldRender(remote: AppName | null, pathname: string, hints: PageHints): boolean {
  if (!remote) return pathname === '/';
  // a page behind login renders for its user only, in the browser
  return !!hints.route && !hints.route.login;
}

/**
 * The html of a page URL: the shell's index.html with the page's start-up files named in the head, the remotes
 * config inline and, for the catalogue and home, the page itself rendered by the deployed apps' server builds with
 * the data it was rendered from. A render that fails or takes too long leaves the page to the browser, as before.
 */
export async function renderPage(opts: {
  deployDir: string;
  state: DeployState;
  shellHtml: string;
  url: URL;
  fetch: typeof globalThis.fetch;
  log: FastifyBaseLogger;
  hints?: PageHints;
  /** false for a 404 or an error page: the browser renders those */
  serverRender?: boolean;
}): Promise<RenderedPage> {
  const { deployDir, state, url } = opts;
  const remotes = remotesJson(state);
  const owner = remoteForPath(remotes, url.pathname);
  const remote = owner && isAppName(owner) ? owner : null;
  const hints = opts.hints ?? pageHints(deployDir, state, remote, url.pathname);
  let parts: RenderedParts | null = null;
  if (opts.serverRender !== false && shouldRender(remote, url.pathname, hints)) {
    try {
      parts = await renderParts(deployDir, state, remote, url, opts.fetch);
    } catch (error) {
      opts.log.warn({ err: error, url: url.pathname }, 'server render failed; the browser renders the page');
    }
  }
  const payload: SsrPayload = { remotes, rendered: !!parts, ...(remote ? { remote } : {}), ...(parts ? { state: parts.states } : {}) };
  let html = opts.shellHtml;
  const styles = hints.styles.map((st) => ({ ...st, css: parts ? inlinableCss(deployDir, st.href) : null }));
  if (parts) {
    // the shell's own stylesheet goes into the page too (the index.html link stays only if it cannot)
    html = html.replace(/<link href="([^"]+\.css)" rel="stylesheet">/g, (link, href: string) => {
      const css = inlinableCss(deployDir, href);
      return css === null ? link : `<style data-href="${escapeHtml(href)}">${css}</style>`;
    });
  }
  const head = [
    ...styles.map((st) =>
      st.css === null
        ? `<link rel="stylesheet" href="${escapeHtml(st.href)}" data-rspack="${escapeHtml(st.rspackKey)}">`
        : `<style data-href="${escapeHtml(st.href)}">${st.css}</style>`,
    ),
    ...hints.fetches.map((u) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(u)}">`),
    ...hints.scripts.map((u) => `<link rel="preload" as="script" href="${escapeHtml(u)}">`),
  ].join('');
  html = html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : html.replace('<div id="root"', `${head}<div id="root"`);
  // The remote's chunk loader looks for its stylesheets as links (by data-rspack) and adds any it does not find: the
  // inlined ones follow as links after the content, where they hold up no paint, so it finds them there.
  const trailing = styles
    .filter((st) => st.css !== null)
    .map((st) => `<link rel="stylesheet" href="${escapeHtml(st.href)}" data-rspack="${escapeHtml(st.rspackKey)}">`)
    .join('');
  if (hints.route?.title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${hints.route.title} - ${SITE_NAME}`)}</title>`);
  const script = `<script type="application/json" id="${SSR_PAYLOAD_ID}">${jsonForScript(payload)}</script>`;
  html = html.replace(BOOT, (boot, open: string) => (parts ? `${open}${parts.html}</div>` : boot) + script + trailing);
  return { html, rendered: !!parts };
}

/** The markup of #root (the frame with the page in its slot, or home) and the RTK Query state of each part. */
interface RenderedParts {
  html: string;
  states: Record<string, unknown>[];
}

async function renderParts(
  deployDir: string,
  state: DeployState,
  remote: AppName | null,
  url: URL,
  apiFetch: typeof globalThis.fetch,
): Promise<RenderedParts | null> {
  const fetch = apiFetch;
  const shellVersion = state.apps.shell?.current;
  const shell = shellVersion ? rendererOf<ShellRenderer>(deployDir, 'shell', shellVersion) : null;
  if (!shell) return null;
  if (!remote) {
    const home = await shell.render({ url: url.href, fetch, slot: false });
    return home ? { html: home.html, states: [home.state] } : null;
  }
  const version = state.apps[remote]?.current;
  const pageRenderer = version ? rendererOf<PageRenderer>(deployDir, remote, version) : null;
  if (!pageRenderer) return null;
  const [frame, page] = await Promise.all([
    shell.render({ url: url.href, fetch, slot: true }),
    pageRenderer.render({ url: url.href, fetch }),
  ]);
  if (!frame || !page || !frame.html.includes(shell.SSR_SLOT_MARKUP)) return null;
  return { html: frame.html.replace(shell.SSR_SLOT_MARKUP, () => page.html), states: [frame.state, page.state] };
}
