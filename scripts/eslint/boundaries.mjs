// The workspace's import boundaries as one ESLint rule, `shop/boundaries`. Each import (static, re-export, import(),
// require()) is resolved to a place in the repository, relative paths and workspace package names (`@shop/x`) alike,
// and checked against the layering of docs/ARCHITECTURE: apps and packages are found by folder, so a new app, package
// or API family is covered without touching this file.
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Folders of apps/api/src that hold shared infrastructure, not a service family: any family may import them. */
export const API_INFRASTRUCTURE = ['auth', 'db', 'http', 'testing'];
/** Apps that are not remotes and may import one named app: the gateway serves the API in the same process. */
const APP_MAY_IMPORT = { gateway: ['api'] };

const SOURCE = /\.[cm]?[jt]sx?$/;
const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || path.basename(file).replace(SOURCE, '') === 'testing';
/** Relative specifiers of a source text: import/export ... from, import '...', import(...), require(...). */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](\.\.?\/[^'"]+)['"]/g;

/** The checks for one repository root (the real one, or a fixture tree in the rule's test). */
function boundariesAt(root) {
  let workspaceByName;
  /** `@shop/<name>` → its folder, read from every apps/* and packages/* package.json once per lint run. */
  function workspaces() {
    if (workspaceByName) return workspaceByName;
    workspaceByName = new Map();
    for (const group of ['apps', 'packages']) {
      const dir = path.join(root, group);
      for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        const pkg = path.join(dir, entry, 'package.json');
        if (!fs.existsSync(pkg)) continue;
        const { name } = JSON.parse(fs.readFileSync(pkg, 'utf8'));
        if (name) workspaceByName.set(name, path.join(dir, entry));
      }
    }
    return workspaceByName;
  }

  /** Where an import specifier points inside the repository, or undefined for a third-party module. */
  function resolveSpecifier(spec, fromFile) {
    if (spec.startsWith('.')) return { file: path.resolve(path.dirname(fromFile), spec), byName: false };
    const m = /^(@[^/]+\/[^/]+|[^@/][^/]*)(\/.*)?$/.exec(spec);
    const dir = m && workspaces().get(m[1]);
    return dir ? { file: path.join(dir, m[2] ?? ''), byName: true } : undefined;
  }

  /** { group: 'apps' | 'packages', name, rest: path parts below it } for a file of an app or package. */
  function placeOf(file) {
    const parts = path.relative(root, file).split(path.sep);
    if ((parts[0] === 'apps' || parts[0] === 'packages') && parts.length > 1 && parts[1] !== '..') {
      return { group: parts[0], name: parts[1], rest: parts.slice(2) };
    }
    return undefined;
  }

  /** The API family a file of apps/api/src belongs to, or undefined for infrastructure and top-level files. */
  function apiFamily(place) {
    if (place?.group !== 'apps' || place.name !== 'api' || place.rest[0] !== 'src' || place.rest.length < 3) return undefined;
    const folder = place.rest[1];
    return API_INFRASTRUCTURE.includes(folder) ? undefined : folder;
  }

  /** The module below a family folder that an import names, without extension: `seam`, `testing`, `sandbox/x` ... */
  const moduleInFamily = (place) =>
    place.rest
      .slice(2)
      .join('/')
      .replace(SOURCE, '')
      .replace(/\/index$/, '');

  const familyUses = new Map();
  /** The families the non-test files of `family` import (read from the files once per lint run). */
  function familiesUsedBy(family) {
    if (familyUses.has(family)) return familyUses.get(family);
    const used = new Set();
    const visit = (dir) => {
      for (const e of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) visit(file);
        else if (SOURCE.test(e.name) && !isTestFile(file)) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
            const other = apiFamily(placeOf(path.resolve(dir, m[1])));
            if (other && other !== family) used.add(other);
          }
        }
      }
    };
    visit(path.join(root, 'apps/api/src', family));
    familyUses.set(family, used);
    return used;
  }

  return function check(spec, fromFile) {
    const target = resolveSpecifier(spec, fromFile);
    if (!target) return undefined;
    const from = placeOf(fromFile);
    const to = placeOf(target.file);
    if (!from || !to) return undefined;
    if (from.group === 'packages' && to.group === 'apps') return { messageId: 'packageImportsApp', data: { app: to.name } };
    if (from.group === 'apps' && to.group === 'apps' && from.name !== to.name && !(APP_MAY_IMPORT[from.name] ?? []).includes(to.name)) {
      return { messageId: 'appImportsApp', data: { app: to.name } };
    }
    if ((from.group !== to.group || from.name !== to.name) && !target.byName) {
      return { messageId: 'relativeIntoWorkspace', data: { target: `${to.group}/${to.name}` } };
    }
    const family = apiFamily(from);
    const other = apiFamily(to);
    if (!family || !other || family === other) return undefined;
    const mod = moduleInFamily(to);
    // Tests and a family's testing.ts may also use another family's test helpers (its testing.ts).
    if (isTestFile(fromFile))
      return mod === 'seam' || mod === 'testing' ? undefined : { messageId: 'familyOutsideSeam', data: { family, other } };
    if (mod !== 'seam') return { messageId: 'familyOutsideSeam', data: { family, other } };
    if (familiesUsedBy(other).has(family)) return { messageId: 'familyCycle', data: { family, other } };
    return undefined;
  };
}

const checkers = new Map();
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between apps, packages and API families' },
    schema: [],
    messages: {
      packageImportsApp: 'A package never imports an app (here apps/{{app}}): move what both need into a package.',
      appImportsApp: 'An app never imports another app (here apps/{{app}}): what two apps share lives in a package.',
      relativeIntoWorkspace: 'Import {{target}} by its package name, not by a relative path into its folder.',
      familyOutsideSeam:
        'The API family "{{family}}" imports the family "{{other}}" only through ../{{other}}/seam (its declared seam): export what is needed there.',
      familyCycle:
        'The API families "{{family}}" and "{{other}}" import each other: one of them must not depend on the other (move what both need to infrastructure or invert the call).',
    },
  },
  create(context) {
    // settings.shop.root: the repository root; the rule's own test points it at a fixture tree
    const root = context.settings?.shop?.root ?? REPO_ROOT;
    if (!checkers.has(root)) checkers.set(root, boundariesAt(root));
    const check = checkers.get(root);
    const file = context.filename;
    const report = (node) => {
      if (typeof node?.value !== 'string') return;
      const problem = check(node.value, file);
      if (problem) context.report({ node, ...problem });
    };
    return {
      ImportDeclaration: (n) => report(n.source),
      ExportNamedDeclaration: (n) => n.source && report(n.source),
      ExportAllDeclaration: (n) => report(n.source),
      ImportExpression: (n) => n.source.type === 'Literal' && report(n.source),
      TSImportEqualsDeclaration: (n) => n.moduleReference.type === 'TSExternalModuleReference' && report(n.moduleReference.expression),
      CallExpression: (n) => {
        if (n.callee.type === 'Identifier' && n.callee.name === 'require' && n.arguments[0]?.type === 'Literal') report(n.arguments[0]);
      },
    };
  },
};

export default { meta: { name: 'shop' }, rules: { boundaries } };
