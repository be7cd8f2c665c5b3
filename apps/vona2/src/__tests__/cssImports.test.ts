import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The catalogue's CSS ships as .css files imported by the components they style. jest maps every .css import to a
 * stub, so a mistyped path or a file nobody imports would pass every other test: this walks src and checks that each
 * .css import names a real file, that each .css file is imported, and that none is named *.module.css (the build's
 * css/auto would scope its class names, and the components use the global v2-* names).
 */
const SRC = path.resolve(__dirname, '..');
const CSS_IMPORT = /^import\s+['"]([^'"]+\.css)['"];?$/gm;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test' ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

function cssImports(): { from: string; file: string }[] {
  return filesUnder(SRC, (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)).flatMap((from) =>
    [...readFileSync(from, 'utf8').matchAll(CSS_IMPORT)].map((m) => ({ from, file: path.resolve(path.dirname(from), m[1] ?? '') })),
  );
}

describe('apps/vona2 CSS files', () => {
  const rel = (file: string) => path.relative(SRC, file);

  it('every .css import names a file that exists', () => {
    const imports = cssImports();
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter((i) => !existsSync(i.file)).map((i) => `${rel(i.from)} -> ${rel(i.file)}`)).toEqual([]);
  });

  it('every .css file under src is imported by a component, and none is a CSS module', () => {
    const cssFiles = filesUnder(SRC, (n) => n.endsWith('.css'));
    const imported = new Set(cssImports().map((i) => i.file));
    expect(cssFiles.filter((f) => !imported.has(f)).map(rel)).toEqual([]);
    expect(cssFiles.filter((f) => f.endsWith('.module.css')).map(rel)).toEqual([]);
  });
});
