import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ANTD_ENTRIES } from './antdComponents.mjs';
import { here } from './paths.mjs';

/**
 * antd's styles, extracted at build time with the shop theme, so that no page runs antd's CSS-in-JS style pass per
 * component (AntdRoot runs antd with `theme.zeroRuntime`).
 *
 * Each antd component keeps its style in a module of its own (`antd/es/<name>/style/*.js`, made by genStyleHooks).
 * This file renders, once per antd version / theme / entry list, every component of ANTD_ENTRIES on the server inside
 * the shop's ConfigProvider theme, reads @ant-design/cssinjs' style cache (the way antd builds its dist/antd.css) and
 * writes one CSS file per style module. The loader below then adds `import '<that>.css'` to the style module, so the
 * bundler puts each component's CSS into a CSS chunk beside the JS chunk that holds the component: a page downloads
 * the CSS of exactly the antd components whose code it downloads, a plain catalogue page none. The reset and the
 * theme's variables (`.ant-shop{--ant-color-primary:...}`) come with antd's style machinery (genStyleUtils), which
 * every antd component imports.
 *
 * The rules are written without hash classes (`hashed: false`) and the theme's variables under a fixed class
 * (`cssVar.key`), both set in shopTheme.json, which AntdRoot renders with too.
 */
const SHARED_UI = path.resolve(here, '../shared-ui');
const THEME_FILE = path.join(SHARED_UI, 'src/antd/shopTheme.json');
const CACHE_ROOT = path.join(here, 'node_modules/.cache/antd-styles');
const THIS_FILE = fileURLToPath(import.meta.url);

const fromSharedUi = createRequire(path.join(SHARED_UI, 'package.json'));
const antdDir = path.dirname(fromSharedUi.resolve('antd/package.json'));
const antdEs = path.join(antdDir, 'es');
const fromAntd = createRequire(path.join(antdDir, 'package.json'));

/** antd's module that every component's style hook is made with: the reset and theme variables come with it. */
const CORE_MODULE = 'theme/util/genStyleUtils.js';
const CORE_CSS = 'core.css';

function cacheKey() {
  const antdVersion = JSON.parse(fs.readFileSync(path.join(antdDir, 'package.json'), 'utf8')).version;
  return crypto
    .createHash('sha256')
    .update([antdVersion, fs.readFileSync(THEME_FILE, 'utf8'), ANTD_ENTRIES.join(','), fs.readFileSync(THIS_FILE, 'utf8')].join('\n'))
    .digest('hex')
    .slice(0, 16);
}

const listJs = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? listJs(p) : d.name.endsWith('.js') ? [p] : [];
  });

/**
 * Style name (as cssinjs keys its cache: 'Table-Table', 'Button-compact', 'Input-Search') -> the style module of
 * antd/es that defines it, relative to antd/es.
 */
export function styleModules() {
  const byName = {};
  const call = /gen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(\s*(?:'([A-Za-z]+)'|\[\s*'([A-Za-z]+)'\s*,\s*'([A-Za-z-]+)'\s*\])/g;
  for (const file of listJs(antdEs)) {
    const rel = path.relative(antdEs, file).split(path.sep).join('/');
    if (!/(^|\/)style(\/|\.js$)/.test(rel)) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(call)) {
      const name = m[2] ? `${m[2]}-${m[2]}` : `${m[3]}-${m[4]}`;
      byName[name] ??= rel;
    }
  }
  return byName;
}

/** The style modules a set of antd/es entries can reach through their imports (what the bundler may put in a page). */
export function reachableStyleModules(entries = ANTD_ENTRIES) {
  const styleFiles = new Set(Object.values(styleModules()));
  const seen = new Set();
  const todo = entries.map((e) => path.join(antdEs, e, 'index.js')).filter((f) => fs.existsSync(f));
  const importRe = /(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'|import\s*'(\.[^']+)'/g;
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      const base = path.resolve(path.dirname(file), spec);
      const next = [base, `${base}.js`, path.join(base, 'index.js')].find((f) => f.endsWith('.js') && fs.existsSync(f));
      if (next && next.startsWith(antdEs)) todo.push(next);
    }
  }
  return [...seen].map((f) => path.relative(antdEs, f).split(path.sep).join('/')).filter((rel) => styleFiles.has(rel));
}

/** Props a component needs to render something; the rest render bare. */
function sampleProps(name, h, antd) {
  const child = h('span', null, 'x');
  const items = [
    { key: 'a', label: 'a' },
    { key: 'b', label: 'b', children: [{ key: 'c', label: 'c' }] },
  ];
  switch (name) {
    case 'affix':
    case 'popconfirm':
    case 'popover':
    case 'tooltip':
      return { children: child, title: 'x', content: 'x' };
    case 'dropdown':
      return { children: child, menu: { items } };
    case 'alert':
      return { title: 'x', description: 'x', showIcon: true, closable: true, action: child };
    case 'anchor':
      return { items: [{ key: 'a', href: '#a', title: 'a' }] };
    case 'breadcrumb':
      return { items: [{ title: 'a' }, { title: 'b', menu: { items } }] };
    case 'card':
      return { title: 'x', extra: child, actions: [child], children: child };
    case 'descriptions':
      return { title: 'x', bordered: true, items: [{ key: 'a', label: 'a', children: 'a' }] };
    case 'list':
      return { header: child, footer: child, bordered: true, dataSource: ['a'], renderItem: (t) => h(antd('list').Item, null, t) };
    case 'menu':
      return { items };
    case 'qr-code':
      return { value: 'https://example.com' };
    case 'result':
      return { status: 'success', title: 'x', subTitle: 'x', extra: child };
    case 'segmented':
      return { options: ['a', 'b'] };
    case 'statistic':
      return { title: 'x', value: 1 };
    case 'steps':
      return { items: [{ title: 'a' }, { title: 'b' }] };
    case 'table':
      return {
        columns: [{ title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }], ellipsis: { showTitle: true } }],
        dataSource: [{ key: 1, a: 'a' }],
        rowSelection: {},
        expandable: { expandedRowRender: () => child },
        pagination: { total: 50, showSizeChanger: true, showQuickJumper: true },
        bordered: true,
        size: 'small',
      };
    case 'tabs':
      return { items: [{ key: 'a', label: 'a', children: child }] };
    case 'tree':
      return { treeData: [{ key: 'a', title: 'a', children: [{ key: 'b', title: 'b' }] }], checkable: true, showLine: true };
    case 'pagination':
      return { total: 500, showSizeChanger: true, showQuickJumper: true };
    case 'progress':
      return { percent: 50 };
    case 'upload':
      return { listType: 'picture-card', defaultFileList: [{ uid: '1', name: 'a.png', status: 'done' }], children: child };
    default:
      return {};
  }
}

/** Further pieces of a component that bring styles of their own (sub-components, variants, popup panels). */
function extras(name, Comp, h) {
  const x = [];
  const add = (C, props) => C && x.push(h(C, props));
  if (name === 'input') {
    add(Comp.TextArea, { showCount: true, maxLength: 10 });
    add(Comp.Search, { enterButton: true });
    add(Comp.Password, {});
    add(Comp.OTP, {});
    add(Comp, { prefix: 'p', suffix: 's', allowClear: true });
  }
  if (name === 'form') {
    add(Comp, {
      children: h(
        Comp.Item,
        { label: 'a', required: true, help: 'x', validateStatus: 'error', extra: 'y', tooltip: 'z' },
        h('span', null, 'x'),
      ),
    });
  }
  if (name === 'button') add(Comp, { type: 'primary', danger: true, loading: true, children: 'x' });
  if (name === 'radio') add(Comp.Group, { optionType: 'button', options: ['a', 'b'] });
  if (name === 'checkbox') add(Comp.Group, { options: ['a', 'b'] });
  if (name === 'space') add(Comp.Compact, { children: h('span', null, 'x') });
  if (name === 'typography') {
    add(Comp.Title, { children: 'x' });
    add(Comp.Text, { copyable: true, ellipsis: true, children: 'x' });
    add(Comp.Paragraph, { children: 'x' });
    add(Comp.Link, { children: 'x' });
  }
  if (name === 'layout') {
    add(Comp.Header, {});
    add(Comp.Sider, {});
  }
  if (name === 'skeleton') add(Comp, { active: true, avatar: true });
  if (name === 'upload') add(Comp.Dragger, {});
  if (name === 'date-picker') add(Comp.RangePicker, {});
  if (name === 'badge') add(Comp.Ribbon, { text: 'x', children: h('span') });
  if (name === 'tag') {
    add(Comp.CheckableTag, { children: 'x' });
    add(Comp, { color: 'blue', children: 'x' });
    add(Comp, { color: 'success', children: 'x' });
  }
  if (name === 'space') add(Comp.Addon, { children: 'x' });
  if (name === 'cascader') add(Comp.Panel, { options: [{ value: 'a', label: 'a' }] });
  if (name === 'pagination') add(Comp, { total: 500, simple: true });
  // popups (select lists, pickers, modals, messages ...): antd's own static panels render what a portal would
  const panel = Comp._InternalPanelDoNotUseOrYouWillBeFired;
  if (panel) add(panel, { ...sampleProps(name, h, () => ({})), title: 'x', content: 'x' });
  if (name === 'modal') add(panel, { type: 'confirm', title: 'x', content: 'x' });
  return x;
}

/** Style modules antd renders only under a token the shop theme does not set (pagination: `wireframe`). */
const ONLY_WITH_TOKENS_THE_SHOP_LEAVES_OFF = new Set(['pagination/style/bordered.js']);

const NOT_COMPONENTS = new Set(['locale/zh_CN', 'theme', 'config-provider', 'grid']);

/** Renders every entry once in the shop theme; returns the cssinjs cache it filled. */
function renderAll() {
  const React = fromAntd('react');
  const { renderToString } = fromAntd('react-dom/server');
  const { createCache, StyleProvider } = fromAntd('@ant-design/cssinjs');
  const antd = (name) => {
    const mod = fromAntd(`antd/lib/${name}`);
    return mod.default ?? mod;
  };
  const ConfigProvider = antd('config-provider');
  const zhCN = antd('locale/zh_CN');
  const theme = JSON.parse(fs.readFileSync(THEME_FILE, 'utf8'));
  const h = React.createElement;
  const cache = createCache();
  const failed = [];
  const render = (label, node) => {
    try {
      renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { locale: zhCN, theme }, node)));
    } catch (e) {
      failed.push(`${label}: ${String(e.message).split('\n')[0]}`);
    }
  };
  // react-dom/server warns about portals and deprecated props of the samples: not the shop's code, keep builds quiet
  const warn = console.error;
  console.error = () => {};
  try {
    for (const name of ANTD_ENTRIES.filter((e) => !NOT_COMPONENTS.has(e))) {
      const Comp = antd(name);
      if (!['message', 'notification'].includes(name)) render(name, h(Comp, sampleProps(name, h, antd)));
      for (const node of extras(name, Comp, h)) render(name, node);
    }
    render('grid', h(antd('row'), { gutter: 8 }, h(antd('col'), { span: 12, xs: 24, md: 12 })));
  } finally {
    console.error = warn;
  }
  if (failed.length) console.warn(`[antd-styles] could not render: ${failed.join('; ')}`);
  return cache;
}

/**
 * The extracted CSS, split: { 'core.css': reset + theme variables, '<style module>.css': its rules and its
 * component variables }. `missing` lists reachable style modules no sample rendered (their components would be
 * unstyled).
 */
export function extractAntdCss() {
  const { createCache, extractStyle } = fromAntd('@ant-design/cssinjs');
  const modules = styleModules();
  const cache = renderAll();
  const groups = {};
  const put = (file, key) => (groups[file] ??= []).push(key);
  // variables of the shop theme only: antd nests ConfigProviders of its own in some panels (keyed by React's useId),
  // whose classes never occur in the browser
  const themeKey = JSON.parse(fs.readFileSync(THEME_FILE, 'utf8')).cssVar.key;
  for (const key of cache.cache.keys()) {
    const parts = key.split('%');
    if (parts[0] === 'token') {
      if (cache.cache.get(key)[1][4] === themeKey) put(CORE_CSS, key);
    } else if (parts[0] === 'cssVar' && !parts.includes(themeKey)) continue;
    else if (parts[0] === 'style') {
      const name = parts.find((p) => modules[p]);
      if (name) put(modules[name], key);
      else if (parts.includes('Shared') || parts.includes('ant-design-icons')) put(CORE_CSS, key);
      else throw new Error(`[antd-styles] no style module for cache key ${key}`);
    } else if (parts[0] === 'cssVar') {
      // a component's variables: cssVar%<Component>%...
      const comp = parts[1];
      const rel = modules[`${comp}-${comp}`] ?? Object.entries(modules).find(([n]) => n.startsWith(`${comp}-`))?.[1];
      put(rel ?? CORE_CSS, key);
    }
  }
  const files = {};
  for (const [file, keys] of Object.entries(groups)) {
    const sub = createCache();
    for (const k of keys) {
      sub.cache.set(k, cache.cache.get(k));
      sub.updateTimes.set(k, cache.updateTimes.get(k) ?? 0);
    }
    // the last rule is the SSR cache-path map of cssinjs (for hydrating runtime styles): not needed without a runtime
    const css = extractStyle(sub, { plain: true }).replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/, '');
    files[file === CORE_CSS ? CORE_CSS : file.replace(/\.js$/, '.css')] = css;
  }
  const missing = reachableStyleModules().filter(
    (rel) => !files[rel.replace(/\.js$/, '.css')] && !ONLY_WITH_TOKENS_THE_SHOP_LEAVES_OFF.has(rel),
  );
  return { files, missing };
}

/**
 * Generates the CSS files for a build mode unless they are already there; returns their folder. The rendering runs
 * in a child process with NODE_ENV set to the mode: cssinjs fixes its hash prefix from NODE_ENV when it loads
 * ('css-' in production, 'css-dev-only-do-not-override-' otherwise), and the classes must match the browser's.
 */
export function ensureAntdCss(mode = 'production') {
  const dir = path.join(CACHE_ROOT, `${cacheKey()}-${mode}`);
  if (!fs.existsSync(path.join(dir, 'manifest.json'))) {
    execFileSync(process.execPath, [THIS_FILE, mode], { env: { ...process.env, NODE_ENV: mode }, stdio: 'inherit' });
  }
  return dir;
}

/** Writes the files of this process's NODE_ENV into their folder (the child process of ensureAntdCss). */
function writeAntdCss(mode) {
  const dir = path.join(CACHE_ROOT, `${cacheKey()}-${mode}`);
  const { files, missing } = extractAntdCss();
  if (missing.length) console.warn(`[antd-styles] style modules without extracted CSS (rendered by no sample): ${missing.join(', ')}`);
  const tmp = `${dir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const [rel, css] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.writeFileSync(path.join(tmp, rel), css);
  }
  fs.writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify({ files: Object.keys(files).sort(), missing }, null, 2));
  try {
    fs.renameSync(tmp, dir);
  } catch (e) {
    // another build wrote the same key meanwhile: theirs is as good
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dir, 'manifest.json'))) throw e;
  }
  return dir;
}

const STYLE_MODULE = /[\\/]antd[\\/]es[\\/](.+[\\/]style[\\/][^\\/]+|theme[\\/]util[\\/]genStyleUtils)\.js$/;

/**
 * The end of the call argument that starts at `i`: the index of the ',' or ')' that closes it at depth 0. Knows
 * strings, template literals (with nested `${}`) and comments, which is all antd's compiled style modules contain
 * (no regular expression literals).
 */
function argumentEnd(src, i) {
  const stack = []; // '(' '[' '{' for brackets, '`' for a template literal, '$' for a `${` inside one
  for (; i < src.length; i++) {
    const c = src[i];
    const top = stack[stack.length - 1];
    if (top === '`') {
      if (c === '\\') i++;
      else if (c === '`') stack.pop();
      else if (c === '$' && src[i + 1] === '{') {
        stack.push('$');
        i++;
      }
      continue;
    }
    if (c === "'" || c === '"') {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (c === '/' && src[i + 1] === '/') {
      i = src.indexOf('\n', i);
      if (i < 0) i = src.length;
    } else if (c === '/' && src[i + 1] === '*') {
      i = src.indexOf('*/', i + 2) + 1;
    } else if (c === '`') stack.push('`');
    else if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.length === 0) return i;
      stack.pop();
    } else if (c === ',' && stack.length === 0) return i;
  }
  throw new Error('unterminated call argument');
}

/**
 * In zero-runtime mode antd never calls a component's style function (the CSS is extracted), yet its code — the
 * larger part of every antd/es/<name>/style module — would still be downloaded with the component. Each
 * genStyleHooks / genSubStyleComponent / genComponentStyleHook call gets `() => []` as its style function instead;
 * the name, the component-token function (CSS variables are still registered at run time) and the options stay,
 * and the helpers only the style functions used fall to tree shaking.
 */
export function dropStyleFunctions(source) {
  const call = /\b(?:genStyleHooks|genSubStyleComponent|genComponentStyleHook)\(/g;
  let out = '';
  let last = 0;
  for (let m = call.exec(source); m; m = call.exec(source)) {
    const nameEnd = argumentEnd(source, m.index + m[0].length);
    if (source[nameEnd] !== ',') continue;
    const fnEnd = argumentEnd(source, nameEnd + 1);
    out += `${source.slice(last, nameEnd + 1)} () => []`;
    last = fnEnd;
    call.lastIndex = fnEnd;
  }
  return out + source.slice(last);
}

/**
 * Webpack/Rspack loader (this file is the loader): adds the extracted CSS of an antd style module as an import, so it
 * lands in the CSS chunk next to that module's JS chunk, and drops the module's style functions (see above).
 */
export default function antdStyleLoader(source) {
  const { dir } = this.getOptions();
  const rel = path.relative(antdEs, this.resourcePath).split(path.sep).join('/');
  if (rel === CORE_MODULE) return `import ${JSON.stringify(path.join(dir, CORE_CSS))};\n${source}`;
  const css = path.join(dir, rel.replace(/\.js$/, '.css'));
  return fs.existsSync(css) ? `import ${JSON.stringify(css)};\n${dropStyleFunctions(source)}` : source;
}

/** Rspack plugin: generates the CSS (once per key) and puts the loader on antd's style modules. */
export class AntdStylesPlugin {
  apply(compiler) {
    const dir = ensureAntdCss(compiler.options.mode === 'development' ? 'development' : 'production');
    compiler.options.module.rules.push({ test: STYLE_MODULE, use: [{ loader: THIS_FILE, options: { dir } }] });
  }
}

// `node packages/build-config/antdStyles.mjs [production|development]` generates the files and prints their sizes
if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) {
  const mode = process.argv[2] === 'development' ? 'development' : 'production';
  if (process.env.NODE_ENV !== mode) {
    // the last line is the folder (tests read it)
    console.log(ensureAntdCss(mode));
  } else {
    const dir = writeAntdCss(mode);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    let total = 0;
    for (const f of manifest.files) total += fs.statSync(path.join(dir, f)).size;
    console.log(`[antd-styles] ${dir}: ${manifest.files.length} files, ${(total / 1024).toFixed(1)} KB`);
  }
}
