import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The TypeScript and ES module sources below `dir` (no tests, no node_modules, no build output). */
export function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === '__tests__') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(tsx?|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** Every source file of every app and package (their src folders). */
export function workspaceSources(): string[] {
  return ['apps', 'packages'].flatMap((d) =>
    fs.readdirSync(path.join(REPO_ROOT, d)).flatMap((p) => sourceFiles(path.join(REPO_ROOT, d, p, 'src'))),
  );
}

/** The names a shared subset module (packages/build-config/shared/<file>) re-exports, comments left out. */
export function subsetExportNames(file: string): Set<string> {
  const text = fs.readFileSync(path.join(REPO_ROOT, 'packages/build-config/shared', file), 'utf8');
  const body = (/export\s*\{([^}]*)\}\s*from/.exec(text)?.[1] ?? '').replace(/\/\/.*$/gm, '');
  return new Set(
    body
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/**
 * The value names `text` imports from exactly `spec` (`import { a, b as c } from 'spec'`). Type-only imports and
 * names are skipped, and so is any name `runtime` (the package's module object) does not export: those are types.
 */
export function importedValueNames(text: string, spec: string, runtime: object): string[] {
  const names: string[] = [];
  const quoted = spec.replace(/[/.]/g, (c) => `\\${c}`);
  for (const m of text.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${quoted}['"]`, 'g'))) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+.*/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && name in runtime) names.push(name);
    }
  }
  return names;
}

/** A relative import's file, as the bundler would find it. */
export function resolveRelative(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((e) => base + e)
    .find((f) => /\.tsx?$/.test(f) && fs.existsSync(f) && fs.statSync(f).isFile());
}
