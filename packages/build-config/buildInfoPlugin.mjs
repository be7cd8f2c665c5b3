/**
 * Emits build-info.json (what check_health answers) and, for remotes, routes.json: the remote's own route table,
 * which the gateway reads to answer 404 / 200 for page URLs without running any JavaScript.
 */
export class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { app, version, buildTime, routeTable } = this.info;
          compilation.emitAsset('build-info.json', new RawSource(JSON.stringify({ app, version, buildTime }, null, 2)));
          if (routeTable) compilation.emitAsset('routes.json', new RawSource(JSON.stringify(routeTable, null, 2)));
        },
      );
    });
  }
}
