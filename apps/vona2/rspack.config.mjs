import path from 'node:path';
import { createAppConfig, createServerConfig } from '@shop/build-config';

const appDir = path.dirname(new URL(import.meta.url).pathname);
const config = createAppConfig({ name: 'vona2', appDir, kind: 'remote', port: 3011 });

// Pages import the kit's CSS files in different orders (a page's 404 fallback spinner comes first in one, last in
// another), so a chunk they share gets "Conflicting order" warnings. The files style disjoint v2-* classes and no rule
// relies on following another file's (where two meet on one element the winner has the higher specificity), so
// whichever order rspack picks looks the same.
const client = {
  ...config,
  ignoreWarnings: [...(config.ignoreWarnings ?? []), { message: /Conflicting order between .*\.css and .*\.css/ }],
};

// the dev server builds the browser app only; a production build also writes server/render.cjs (the catalogue's
// pages rendered in the gateway, see packages/build-config/server.mjs)
export default process.env.NODE_ENV === 'development' ? client : [client, createServerConfig({ name: 'vona2', appDir })];
