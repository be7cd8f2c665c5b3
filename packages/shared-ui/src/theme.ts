import type { ThemeConfig } from 'antd/es/config-provider/context';

/** Dense, industrial look: small radius, compact sizes, the shop's blue. */
export const shopTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    borderRadius: 3,
    fontSize: 13,
    fontFamily: '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
  components: {
    Table: { cellPaddingBlockSM: 4, headerBg: '#eef2f7' },
  },
};
