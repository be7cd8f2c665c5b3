// The boundaries of eslint.config.mjs bite where they should: each case lints a line of source as if it were a file at
// that path (the files need not exist) with the repository's own config, and names the rules it must break.
// Run by `pnpm lint` (node --test scripts/eslint/).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import shop, { REPO_ROOT } from './boundaries.mjs';

const eslint = new ESLint({ cwd: REPO_ROOT });

async function rulesBroken(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
  return [...new Set(result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`))].sort();
}

const ANTD = '@typescript-eslint/no-restricted-imports'; // antd entries and the react-router subset
const DYNAMIC = 'no-restricted-syntax';
const BOUNDARY = 'shop/boundaries';

const cases = [
  // the catalogue remote imports no antd, in any form (its tests may)
  ['apps/vona2/src/pages/Page.tsx', "import Button from 'antd/es/button';\nexport default Button;", [ANTD]],
  ['apps/vona2/src/pages/Page.tsx', "import type { ColumnsType } from 'antd/es/table';\nexport type C = ColumnsType;", [ANTD]],
  ['apps/vona2/src/pages/Page.tsx', "export { default as Empty } from 'antd/es/empty';", [ANTD]],
  ['apps/vona2/src/pages/Page.tsx', "import 'antd/dist/reset.css';", [ANTD]],
  ['apps/vona2/src/pages/Page.tsx', "export const icons = () => import('@ant-design/icons');", [DYNAMIC]],
  ['apps/vona2/src/pages/Page.tsx', "export const spin = require('antd/lib/spin');", ['@typescript-eslint/no-require-imports', DYNAMIC]],
  ['apps/vona2/src/pages/Page.tsx', "import { antdLike } from './antdLike';\nexport default antdLike;", []],
  ['apps/vona2/src/pages/__tests__/Page.test.tsx', "import Button from 'antd/es/button';\nexport default Button;", []],
  ['apps/vona2/src/test/renderPage.tsx', "import App from 'antd/es/app';\nexport default App;", []],
  ['apps/vona2/src/test/renderPage.tsx', "import { App } from 'antd';\nexport default App;", [ANTD]],
  // elsewhere antd comes only as a shared antd/es/<entry> (type-only imports are erased and free)
  ['apps/my/src/pages/Page.tsx', "import { Button } from 'antd';\nexport default Button;", [ANTD]],
  ['apps/my/src/pages/Page.tsx', "import Button from 'antd/es/button';\nexport default Button;", []],
  ['apps/my/src/pages/Page.tsx', "import zhCN from 'antd/es/locale/zh_CN';\nexport default zhCN;", []],
  ['packages/shared-ui/src/Thing.tsx', "import type { X } from 'antd/es/config-provider/context';\nexport type Y = X;", []],
  ['packages/shared-ui/src/Thing.tsx', "export const load = () => import('antd/es/not-shared');", [DYNAMIC]],
  // react-router values come from the shared subset; types are free
  [
    'apps/my/src/pages/Page.tsx',
    "import { Link, type RouteObject } from 'react-router';\nexport const x: [typeof Link, RouteObject?] = [Link];",
    [],
  ],
  ['apps/vona2/src/pages/Page.tsx', "import { Link } from 'react-router';\nexport default Link;", []],
  ['apps/my/src/pages/Page.tsx', "import { unstable_usePrompt } from 'react-router';\nexport default unstable_usePrompt;", [ANTD]],
  ['apps/vona2/src/pages/Page.tsx', "import { unstable_usePrompt } from 'react-router';\nexport default unstable_usePrompt;", [ANTD]],
  ['packages/shared-ui/src/x.tsx', "import { RouterProvider } from 'react-router/dom';\nexport default RouterProvider;", [ANTD]],
  // a remote never imports another app, by name or by path
  ['apps/my/src/pages/Page.tsx', "import routes from '@shop/order';\nexport default routes;", [BOUNDARY]],
  ['apps/my/src/pages/Page.tsx', "import routes from '../../../order/src/routes';\nexport default routes;", [BOUNDARY]],
  ['apps/shell/src/Page.tsx', "import { api } from '@shop/api';\nexport default api;", [BOUNDARY]],
  ['apps/gateway/src/main.ts', "import { apiPlugin } from '@shop/api';\nexport default apiPlugin;", []],
  // packages never import apps, a new package included
  ['packages/session/src/x.ts', "import { x } from '../../../apps/api/src/db/client';\nexport default x;", [BOUNDARY]],
  ['packages/brand-new/src/x.ts', "import { shell } from '@shop/shell';\nexport default shell;", [BOUNDARY]],
  [
    'packages/brand-new/test/x.test.ts',
    "import { createTestApi } from '../../../apps/api/src/testing/testApi';\nexport default createTestApi;",
    [BOUNDARY],
  ],
  // another workspace project by its package name, not by a path into its folder
  [
    'apps/my/src/test/render.tsx',
    "import { r } from '../../../../packages/shared-ui/src/testing/renderInShop';\nexport default r;",
    [BOUNDARY],
  ],
  ['apps/my/src/test/render.tsx', "import { Popup } from '@shop/shared-ui';\nexport default Popup;", []],
  // an API family imports another family only through its seam; infrastructure folders are open to all
  ['apps/api/src/cim/service.ts', "import { canSee } from '../order/access';\nexport default canSee;", [BOUNDARY]],
  ['apps/api/src/alpha/service.ts', "import { canSee } from '../beta/seam';\nexport default canSee;", []],
  [
    'apps/api/src/cim/service.ts',
    "import { db } from '../db/client';\nimport { s } from '../auth/sessionService';\nexport default [db, s];",
    [],
  ],
  ['apps/api/src/cim/service.ts', "import { signIn } from '../order/testing';\nexport default signIn;", [BOUNDARY]],
  ['apps/api/src/cim/cim.integration.test.ts', "import { signIn } from '../order/testing';\nexport default signIn;", []],
  ['apps/api/src/newfamily/routes.ts', "import { t } from '../cim/tables';\nexport default t;", [BOUNDARY]],
  ['apps/api/src/wechat/sandbox/page.ts', "import { users } from '../../user/tables';\nexport default users;", [BOUNDARY]],
  ['apps/api/src/wechat/sandbox/page.ts', "import { routes } from '../routes';\nexport default routes;", []],
  ['apps/api/src/app.ts', "import { orderPlugin } from './order/plugin';\nexport default orderPlugin;", []],
  // hooks: the classic rules are errors
  [
    'apps/my/src/pages/Page.tsx',
    "import { useState } from 'react';\nexport function Page({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}",
    ['react-hooks/rules-of-hooks'],
  ],
  [
    'apps/my/src/pages/Page.tsx',
    "import { useEffect } from 'react';\nexport function Page({ id }: { id: string }) {\n  useEffect(() => console.log(id), []);\n  return null;\n}",
    ['react-hooks/exhaustive-deps'],
  ],
];

for (const [file, code, expected] of cases) {
  test(`${file}: ${code.split('\n')[0]} → ${expected.join(', ') || 'clean'}`, async () => {
    assert.deepEqual(await rulesBroken(file, code), [...expected].sort());
  });
}

/** Two API families in a fixture tree: a imports b's seam; b's service imports `bImportsA` (or nothing). */
async function familyPair(bImportsA) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-boundaries-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('apps/api/src/a/seam.ts', 'export const a = 1;\n');
  write('apps/api/src/b/seam.ts', "export { b } from './service';\n");
  write('apps/api/src/b/service.ts', `${bImportsA ? `import { a } from '${bImportsA}';\nexport const b = a;` : 'export const b = 2;'}\n`);
  write('apps/api/src/b/b.test.ts', "import { a } from '../a/seam';\nexport const t = a;\n");
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { shop },
        settings: { shop: { root } },
        rules: { 'shop/boundaries': 'error' },
      },
    ],
  });
  try {
    const [result] = await eslint.lintText("import { b } from '../b/seam';\nexport const x = b;\n", {
      filePath: path.join(root, 'apps/api/src/a/service.ts'),
    });
    return result.messages.map((m) => m.messageId ?? m.message);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

test('a family may use another through its seam when that one does not use it back', async () => {
  assert.deepEqual(await familyPair(null), []);
});

test("two families that use each other's seams are a cycle (a test of one using the other does not count)", async () => {
  assert.deepEqual(await familyPair('../a/seam'), ['familyCycle']);
});
