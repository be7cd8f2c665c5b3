import path from 'node:path';
import { createAppConfig } from '@shop/build-config';

const config = createAppConfig({ name: 'vona2', appDir: path.dirname(new URL(import.meta.url).pathname), kind: 'remote', port: 3011 });

// Pages import the kit's CSS files in different orders (a page's 404 fallback spinner comes first in one, last in
// another), so a chunk they share gets "Conflicting order" warnings. The files style disjoint v2-* classes and no rule
// relies on following another file's (where two meet on one element the winner has the higher specificity), so
// whichever order rspack picks looks the same.
export default {
  ...config,
  ignoreWarnings: [...(config.ignoreWarnings ?? []), { message: /Conflicting order between .*\.css and .*\.css/ }],
};
