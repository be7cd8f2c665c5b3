import fs from 'node:fs';
import path from 'node:path';

const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@/;

/**
 * Writes chunks.json into the build folder: which files a page needs, so the gateway can name them all in the html
 * up front instead of the browser finding them one round trip after another.
 * - startup: the entry's own JS and CSS, and the chunks of every shared module the entry consumes before it runs
 *   (asyncStartup loads them when main.js runs; found in the stats and mapped through mf-manifest.json's shared list)
 * - pages: per page of src/pages/index.ts (`Name: () => import('./Name')`), the JS and CSS chunks of that import
 */
export class ChunkMapPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkMapPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const outDir = compiler.options.output.path;
      const json = stats.toJson({ all: false, modules: true, chunks: true, chunkOrigins: true, entrypoints: true, ids: true });
      let manifest = null;
      try {
        manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
      } catch {
        /* a build without federation */
      }
      const filesOf = (chunk) => chunk.files ?? [];
      const sharedByKey = new Map((manifest?.shared ?? []).map((s) => [s.name, s]));
      const keyOf = (name) => CONSUME.exec((name ?? '').trim())?.[1];
      // The shared modules consumed before the entry runs: those consumed in the entry's chunks, then those that a
      // consumed module consumes in turn (react-dom needs react, the api clients need Redux Toolkit ...): their consume
      // modules sit in chunks whose origin is the consuming one's consume module. Until nothing is added.
      const entryChunks = new Set((json.entrypoints?.main?.chunks ?? []).map(String));
      const keys = new Set();
      for (let grew = true; grew;) {
        grew = false;
        const reachable = json.chunks.filter(
          (c) => entryChunks.has(String(c.id)) || (c.origins ?? []).some((o) => keys.has(keyOf(o.moduleName))),
        );
        const ids = new Set(reachable.map((c) => String(c.id)));
        for (const m of json.modules ?? []) {
          const key = keyOf(m.name ?? m.identifier);
          if (key && !keys.has(key) && (m.chunks ?? []).some((id) => ids.has(String(id)))) {
            keys.add(key);
            grew = true;
          }
        }
      }
      const startup = new Set();
      for (const c of json.chunks) if (entryChunks.has(String(c.id))) filesOf(c).forEach((f) => startup.add(f));
      // the shell provides every shared module it consumes (loaded-first), so the runtime loads the chunks of its own
      // provide, not those of the consume fallback (which the manifest lists too)
      const provided = (key) =>
        json.chunks.filter((c) => (c.origins ?? []).some((o) => PROVIDE.exec((o.moduleName ?? '').trim())?.[1] === key));
      for (const key of keys) {
        const chunks = provided(key);
        if (chunks.length > 0) {
          for (const c of chunks) filesOf(c).forEach((f) => startup.add(f));
          continue;
        }
        const share = sharedByKey.get(key);
        for (const f of [...(share?.assets?.js?.sync ?? []), ...(share?.assets?.css?.sync ?? [])]) startup.add(f);
      }
      const pages = {};
      for (const c of json.chunks) {
        for (const o of c.origins ?? []) {
          const from = o.moduleName ?? '';
          const page = /^\.\/(\w+)$/.exec(o.request ?? '')?.[1];
          if (!page || !/src\/pages\/index\.ts/.test(from)) continue;
          const entry = (pages[page] ??= { js: [], css: [] });
          for (const f of filesOf(c)) (f.endsWith('.css') ? entry.css : entry.js).push(f);
        }
      }
      const out = {
        startup: { js: [...startup].filter((f) => f.endsWith('.js')), css: [...startup].filter((f) => f.endsWith('.css')) },
        pages,
      };
      fs.writeFileSync(path.join(outDir, 'chunks.json'), JSON.stringify(out, null, 2));
    });
  }
}
