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
