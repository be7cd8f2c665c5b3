import fs from 'node:fs';
import path from 'node:path';
import { isAppName, versionDir } from '../deployState';

const ASSET = /^\/apps\/([a-z0-9]+)\/([A-Za-z0-9._-]{1,80})\/([A-Za-z0-9._-]+\.css)$/;
/** above this a stylesheet stays a link: the html would grow more than the round trip it saves is worth */
const MAX_INLINE_BYTES = 48 * 1024;

// a deployed version folder never changes, so a stylesheet read once stays true (null: not to be inlined)
const cache = new Map<string, string | null>();

/**
 * The text of a deployed stylesheet to put in the html of a server-rendered page, so its first paint waits for no
 * stylesheet at all (on a slow link the render-blocking CSS shared the line with the start-up scripts' preloads).
 * null when it is not a deployed build's CSS, too big, or refers to other files by relative URL.
 */
export function inlinableCss(deployDir: string, href: string): string | null {
  if (cache.has(href)) return cache.get(href) ?? null;
  let css: string | null = null;
  const m = ASSET.exec(href);
  if (m && isAppName(m[1]!)) {
    try {
      const text = fs.readFileSync(path.join(versionDir(deployDir, m[1], m[2]!), m[3]!), 'utf8');
      if (text.length <= MAX_INLINE_BYTES && !/url\(|@import/i.test(text)) css = text.replace(/<\/style/gi, '<\\/style');
    } catch {
      css = null;
    }
  }
  cache.set(href, css);
  return css;
}
