import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The catalogue renders plain markup only: a first visit to its pages must download no antd. This walks every source
 * file of the remote (tests and test helpers excepted, they may use antd to drive shared dialogs) and names each file
 * that imports antd or an @ant-design package, statically, as a re-export, or with import() / require().
 */
const SRC = path.resolve(__dirname, '..');
const SPECIFIER = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\b(?:import|require)\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g;
const ANTD = /^(?:antd(?:\/|$)|@ant-design\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function antdImports(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((s) => ANTD.test(s));
}

describe('apps/vona2 has no antd', () => {
  it('finds the kinds of import it looks for', () => {
    const sample = [
      "import Button from 'antd/es/button';",
      'import {\n  Tag,\n  type TagProps,\n} from "antd";',
      "import type { ColumnsType } from 'antd/es/table';",
      "export { default as Empty } from 'antd/es/empty';",
      "import 'antd/dist/reset.css';",
      "const Icons = () => import('@ant-design/icons');",
      "const x = require('antd/lib/spin');",
      "import { antdLike } from './antdLike'; import React from 'react';",
    ].join('\n');
    expect(antdImports(sample)).toEqual(['antd/es/button', 'antd', 'antd/es/table', 'antd/es/empty', 'antd/dist/reset.css', '@ant-design/icons', 'antd/lib/spin']);
  });

  it('no source file under src imports antd or @ant-design/*', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files
      .map((file) => ({ file: path.relative(SRC, file), found: antdImports(readFileSync(file, 'utf8')) }))
      .filter((f) => f.found.length > 0)
      .map((f) => `${f.file}: ${f.found.join(', ')}`);
    expect(offenders).toEqual([]);
  });
});
