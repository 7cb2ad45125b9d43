import { pathToFileURL } from 'node:url';
import type { Compiler } from 'webpack';
import { parseRouteManifest } from '../lib/route-table.ts';

/**
 * Publishes a remote's route manifest (`src/route-manifest.ts`, plain data) as routes.json beside
 * its mf-manifest.json, checked the way the shell's server will read it: a manifest the server
 * would refuse fails the build instead. Read anew on every compilation, so the dev server picks up
 * an added page of the same file.
 */
export class RouteManifestPlugin {
  private readonly sourceFile: string;

  constructor(sourceFile: string) {
    this.sourceFile = sourceFile;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    let json = '';
    compiler.hooks.beforeCompile.tapPromise('RouteManifestPlugin', async () => {
      // A query makes Node evaluate the file again in watch mode instead of its cached module.
      const module = (await import(`${pathToFileURL(this.sourceFile).href}?build=${Date.now()}`)) as { routeManifest?: unknown };
      const parsed = parseRouteManifest(module.routeManifest);
      if (!parsed.ok) throw new Error(`${this.sourceFile}: ${parsed.error}`);
      json = `${JSON.stringify(parsed.routes, null, 2)}\n`;
    });
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.sourceFile);
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('routes.json', new RawSource(json)),
      );
    });
  }
}
