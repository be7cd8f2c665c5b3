// What the link test reads: the links the apps' and packages' sources write (page-path literals and href() /
// plannedHref() calls, parsed with the TypeScript compiler so templates and JSX count), and what serves a path.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT, readRouteTables } from '../scripts/routeTables';

export interface FoundLink {
  /** repo-relative file:line */
  at: string;
  /** the path as written, a template's substitutions replaced by `x`, without query or fragment */
  path: string;
}
export interface FoundCall {
  at: string;
  fn: 'href' | 'plannedHref';
  name: string;
}

const isTestSource = (file: string) =>
  /(^|\/)(__tests__|test)\//.test(file) || /\.test\.tsx?$/.test(file) || /(^|\/)testing\.tsx?$/.test(file);

/**
 * Shipped sources of every app and package. Not scanned: the gateway (the legacy paths it answers with a 301 are its
 * own routes, and its SHELL_PATHS are checked against the shell's routes) and this package (patterns, not links).
 */
export function shippedSources(root = REPO_ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') && !isTestSource(path.relative(root, full))) files.push(full);
    }
  };
  for (const group of ['apps', 'packages']) {
    for (const name of fs.readdirSync(path.join(root, group))) {
      if ((group === 'apps' && name === 'gateway') || (group === 'packages' && name === 'routes')) continue;
      const src = path.join(root, group, name, 'src');
      if (fs.existsSync(src)) walk(src);
    }
  }
  return files.sort();
}

/** The first path segments of the site's pages (served or planned): `/order/...` is a page path, `/api/...` is not. */
export function pagePrefixes(patterns: string[]): Set<string> {
  return new Set(patterns.map((p) => p.split('/')[1] ?? '').filter(Boolean));
}

/** Page-path literals and href()/plannedHref() calls of one source file. */
export function linksOf(file: string, prefixes: Set<string>, root = REPO_ROOT): { links: FoundLink[]; calls: FoundCall[] } {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const links: FoundLink[] = [];
  const calls: FoundCall[] = [];
  const at = (node: ts.Node) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const addPath = (node: ts.Node, written: string) => {
    if (!written.startsWith('/')) return;
    const first = written.split(/[/?#]/)[1] ?? '';
    if (written !== '/' && !prefixes.has(first)) return;
    links.push({ at: at(node), path: written.split(/[?#]/)[0]! });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) addPath(node, node.text);
    else if (ts.isTemplateExpression(node)) addPath(node, node.head.text + node.templateSpans.map((s) => `x${s.literal.text}`).join(''));
    else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 'href' || node.expression.text === 'plannedHref')
    ) {
      const arg = node.arguments[0];
      calls.push({
        at: at(node),
        fn: node.expression.text,
        name: arg && ts.isStringLiteralLike(arg) ? arg.text : `(not a literal: ${arg?.getText(source)})`,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { links, calls };
}

/** react-router's matching, as far as the route tables use it: `:x`, `:x?` and a trailing `*`. */
export function patternMatches(pattern: string, pathname: string): boolean {
  const pat = pattern.split('/').filter(Boolean);
  const segs = pathname.split('/').filter(Boolean);
  const match = (i: number, j: number): boolean => {
    if (i === pat.length) return j === segs.length;
    const p = pat[i]!;
    if (p === '*') return true;
    if (p.startsWith(':') && p.endsWith('?')) return (j < segs.length && match(i + 1, j + 1)) || match(i + 1, j);
    if (j === segs.length) return false;
    return (p.startsWith(':') || p === segs[j]) && match(i + 1, j + 1);
  };
  return match(0, 0);
}

/** Paths the gateway answers itself: each app's check_health and the legacy 301s (apps/gateway/src). */
export function gatewayPatterns(root = REPO_ROOT): string[] {
  const redirects = fs.readFileSync(path.join(root, 'apps/gateway/src/legacyRedirects.ts'), 'utf8');
  const legacy = [...redirects.matchAll(/^\s*'(\/[^']+)':\s*'/gm)].map((m) => m[1]!);
  if (legacy.length === 0) throw new Error('apps/gateway/src/legacyRedirects.ts: no redirects read; has its shape changed?');
  const apps = ['shell', ...new Set(readRouteTables(root).map((r) => r.app))];
  return [...legacy, ...apps.map((a) => `/${a}/check_health`)];
}
