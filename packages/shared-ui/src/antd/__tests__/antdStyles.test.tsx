import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { parseSync } from '@swc/core';
import { AntdRoot } from '../../AntdRoot';
import theme from '../shopTheme.json';

const ROOT = path.resolve(__dirname, '../../../../..');
const GENERATOR = path.join(ROOT, 'packages/build-config/antdStyles.mjs');

/** The folder of extracted CSS for a build mode (generated unless already there for this antd, theme and list). */
function extracted(mode: 'production' | 'development') {
  const out = execFileSync(process.execPath, [GENERATOR, mode], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } });
  const dir = out.trim().split('\n').at(-1) ?? '';
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { files: string[]; missing: string[] };
  const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
  return { manifest, read };
}

describe('antd styles extracted at build time (packages/build-config/antdStyles.mjs)', () => {
  const production = extracted('production');

  it('every antd style module a shared entry can reach has its CSS (a component without it would be unstyled)', () => {
    expect(production.manifest.missing).toEqual([]);
    for (const rel of [
      'table/style/index.css',
      'button/style/index.css',
      'select/style/index.css',
      'modal/style/index.css',
      'form/style/index.css',
    ]) {
      expect(production.manifest.files).toContain(rel);
    }
  });

  it('carries the shop theme: its tokens as variables under the theme class, the table header colour, no hash of dev builds', () => {
    const core = production.read('core.css');
    expect(core).toContain(`.${theme.cssVar.key}{`);
    expect(core).toContain(`--ant-color-primary:${theme.token.colorPrimary}`);
    expect(core).toContain(`--ant-border-radius:${theme.token.borderRadius}px`);
    expect(production.read('table/style/index.css')).toContain(`--ant-table-header-bg:${theme.components.Table.headerBg}`);
    expect(core).not.toContain('css-dev-only');
    expect(core).toMatch(/:where\(\.css-[a-z0-9]+\)/);
  });

  it('matches the classes antd renders: the hash class and the theme class of a rendered button are the extracted ones', () => {
    // jest runs antd with NODE_ENV=test, which gives the hash prefix of development builds
    const development = extracted('development');
    render(
      <AntdRoot>
        <Button type="primary">查 询</Button>
        <Table size="small" columns={[{ title: '订单号', dataIndex: 'no' }]} dataSource={[{ key: 1, no: 'SO1' }]} pagination={false} />
      </AntdRoot>,
    );
    const classes = screen.getByRole('button', { name: '查 询' }).className.split(' ');
    const hash = classes.find((c) => c.startsWith('css-dev-only-do-not-override-'));
    expect(hash).toBeDefined();
    expect(classes).toContain(theme.cssVar.key);
    expect(development.read('button/style/index.css')).toContain(`:where(.${hash}).ant-btn`);
    expect(development.read('core.css')).toContain(`:where(.${hash})`);
  });

  it('drops the style function of every reachable style module, and each module still parses', () => {
    const script = `import { reachableStyleModules, dropStyleFunctions } from ${JSON.stringify(GENERATOR)};
      import fs from 'node:fs'; import path from 'node:path'; import { createRequire } from 'node:module';
      const es = path.join(path.dirname(createRequire(${JSON.stringify(path.join(ROOT, 'packages/shared-ui/package.json'))}).resolve('antd/package.json')), 'es');
      const out = reachableStyleModules().map((rel) => { const src = fs.readFileSync(path.join(es, rel), 'utf8'); return [rel, src.length, dropStyleFunctions(src)]; });
      process.stdout.write(JSON.stringify(out));`;
    const modules = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 }),
    ) as Array<[string, number, string]>;
    expect(modules.length).toBeGreaterThan(50);
    for (const [rel, before, after] of modules) {
      expect(() => parseSync(after, { syntax: 'ecmascript' })).not.toThrow();
      const calls = after.match(/\bgen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(/g) ?? [];
      const stubbed =
        after.match(/\bgen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\((?:'[A-Za-z]+'|\[[^\]]*\]), \(\) => \[\]/g) ?? [];
      expect([rel, stubbed.length]).toEqual([rel, calls.length]);
      expect(after.length).toBeLessThanOrEqual(before);
    }
  });
});
