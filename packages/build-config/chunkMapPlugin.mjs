import fs from 'node:fs';
import path from 'node:path';

const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;

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
      const entryChunks = new Set((json.entrypoints?.main?.chunks ?? []).map(String));
      const startup = new Set();
      for (const c of json.chunks) if (entryChunks.has(String(c.id))) filesOf(c).forEach((f) => startup.add(f));
      const shareKeys = new Set();
      for (const m of json.modules ?? []) {
        const hit = CONSUME.exec(m.name ?? m.identifier ?? '');
        if (hit && (m.chunks ?? []).some((id) => entryChunks.has(String(id)))) shareKeys.add(hit[1]);
      }
      for (const s of manifest?.shared ?? []) {
        if (!shareKeys.has(s.name)) continue;
        for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.css?.sync ?? [])]) startup.add(f);
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
