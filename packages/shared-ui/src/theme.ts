import type { ThemeConfig } from 'antd/es/config-provider/context';
import theme from './antd/shopTheme.json';

/**
 * Dense, industrial look: small radius, compact sizes, the shop's blue. The values live in antd/shopTheme.json
 * because the build reads them too: packages/build-config/antdStyles.mjs extracts antd's CSS with them, and the
 * theme's variables sit under the fixed class of `cssVar.key` so the extracted rules match what AntdRoot renders.
 */
export const shopTheme: ThemeConfig = theme;
