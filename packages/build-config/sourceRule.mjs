/** The rule that compiles the shop's own TypeScript and TSX (React's automatic runtime) for the given targets. */
export function sourceRule({ targets, development = false }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development } } },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}
