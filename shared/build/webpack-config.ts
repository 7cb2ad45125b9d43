import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { appByWorkspace } from './apps.ts';
import { sharedSingletons } from './federation.ts';
import { serverSharedRequest } from './server-shared.ts';
import { PageChunksPlugin } from './page-chunks-plugin.ts';
import { RouteManifestPlugin } from './route-manifest-plugin.ts';
import { integrityOf, type ServerEntry } from './server-bundle-integrity.ts';

const require = createRequire(import.meta.url);

type Mode = 'production' | 'development';

/**
 * The federation runtime is published as both CommonJS and ESM. The plugin's generated entry
 * requires it (CommonJS) while `@module-federation/enhanced/runtime` imports it (ESM), so without
 * these aliases the shell carried two copies of runtime-core and the SDK (about 10 KB compressed).
 * Pointing both at the ESM build keeps one copy.
 */
const federationRuntimeAliases = Object.fromEntries(
  ['runtime', 'runtime-core', 'sdk', 'error-codes', 'webpack-bundler-runtime'].map((name) => {
    const pkg = `@module-federation/${name}`;
    // The CommonJS entry sits beside the ESM one: dist/index.cjs → dist/index.js (or .mjs).
    const cjsEntry = require.resolve(pkg);
    const esmEntry = [cjsEntry.replace(/\.cjs$/, '.js'), cjsEntry.replace(/\.cjs$/, '.mjs')].find(
      (file) => file !== cjsEntry && fs.existsSync(file),
    );
    if (!esmEntry) throw new Error(`No ESM build of ${pkg} beside ${cjsEntry}`);
    return [`${pkg}$`, esmEntry];
  }),
);

type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

interface CommonOptions {
  /** absolute path of the workspace folder */
  dir: string;
  mode: Mode;
}

/** Headers a remote must send so the shell on another origin can fetch its manifest and chunks. */
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
};

function commonConfig({ dir, mode }: CommonOptions, uniqueName: string): WebpackConfig {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: federationRuntimeAliases },
    output: {
      path: path.join(dir, 'dist'),
      uniqueName,
      // Hashed names are cached forever; the stable names (mf-manifest.json, routes.json,
      // index.html) are served no-cache by the server instead.
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      crossOriginLoading: 'anonymous',
      // dist/server/ is the server build's (see serverConfig), written by the same `webpack` run.
      clean: { keep: /^server[\\/]/ },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
            {
              loader: require.resolve('postcss-loader'),
              options: { postcssOptions: { plugins: [require('@tailwindcss/postcss')({ base: dir })] } },
            },
          ],
        },
        { test: /\.(svg|png|webp|avif|jpg|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      // Compressed once at build time, at the highest levels, so the server never compresses on
      // the fly (on-the-fly brotli runs at a low level to stay fast; quality 11 is ~10% smaller).
      ...(production ? precompression : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The runtime contract's modules are shared one by one (so each stays a singleton), which
          // would give every one of them its own few-hundred-byte request; one chunk holds them all,
          // with the parts of react-router and react-i18next that runtime/router and runtime/i18n
          // re-export (the only way app code reaches those packages; see eslint.config.js).
          sharedRuntime: {
            // Not runtime/query nor runtime/company: they load TanStack Query, which only pages with
            // server state may download.
            test: /[\\/](shared[\\/]runtime[\\/](?!query\.|company\.)|node_modules[\\/](react-router|react-router-dom|react-i18next)[\\/])/,
            name: 'shared-runtime',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const compressible = /\.(js|css|html|json|svg|txt|xml)$/;
const precompression = [
  new CompressionPlugin<zlib.BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: compressible,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 512,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: compressible,
    compressionOptions: { level: 9 },
    threshold: 512,
    minRatio: 0.9,
  }),
];

/**
 * A production build's progress, one plain line per tenth of the way (the browser and the server
 * build of one app run side by side and count as one), so the first `npm start`, a minute of
 * builds, shows it moves, and a CI log stays short. `npm start` prefixes each line with the app.
 */
function buildProgress(): { browser: webpack.ProgressPlugin; server: webpack.ProgressPlugin } {
  const parts = { browser: { done: 0, step: '' }, server: { done: 0, step: '' } };
  let shown = 0;
  const track = (part: keyof typeof parts) =>
    new webpack.ProgressPlugin((percentage, message) => {
      parts[part] = { done: percentage, step: message };
      const tenth = Math.floor(((parts.browser.done + parts.server.done) / 2) * 10);
      if (tenth <= shown) return;
      shown = tenth;
      const behind = parts.browser.done <= parts.server.done ? 'browser' : 'server';
      console.log(tenth === 10 ? 'webpack 100%' : `webpack ${tenth * 10}% (${behind}: ${parts[behind].step || 'starting'})`);
    });
  return { browser: track('browser'), server: track('server') };
}

/**
 * Writes server/entry.json, read by the shell's server: the hashed file name of the server bundle
 * and its integrity (server-bundle-integrity.ts), computed at the last processing stage over the
 * bytes that are written, so the shell's server can refuse any other bytes under that name.
 */
class ServerEntryPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ServerEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerEntryPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const file = [...(compilation.entrypoints.get('app')?.getFiles() ?? [])].find((name) => name.endsWith('.cjs'));
        const bundle = file === undefined ? undefined : compilation.getAsset(file);
        if (!file || !bundle) throw new Error('The server build produced no entry file');
        const entry: ServerEntry = { file, integrity: integrityOf(bundle.source.buffer()) };
        compilation.emitAsset('entry.json', new webpack.sources.RawSource(JSON.stringify(entry)));
      });
    });
  }
}

const emptyModule = path.join(import.meta.dirname, 'server-empty-module.js');

/**
 * The same app built for Node, for server rendering (docs/decisions/0003-server-rendering.md): one
 * CommonJS file with no split chunks (dynamic imports resolve inside it), written to dist/server/
 * beside the browser build, styles left out (the browser build's CSS is linked by the page).
 * `externals` are the modules the shell's server provides (for a remote: exactly the libraries the
 * browser shares as singletons, so the server has one React and one set of contexts too).
 */
function serverConfig(
  { dir, mode }: CommonOptions,
  uniqueName: string,
  entry: string[],
  externals: (request: string) => boolean,
): WebpackConfig {
  const common = commonConfig({ dir, mode }, uniqueName);
  return {
    name: 'server',
    mode,
    context: dir,
    target: 'node22',
    devtool: false,
    entry: { app: entry },
    resolve: common.resolve,
    output: {
      path: path.join(dir, 'dist', 'server'),
      uniqueName: `${uniqueName}_server`,
      // .cjs: the workspaces are ES-module packages, and this is CommonJS.
      filename: '[name].[contenthash:10].cjs',
      // Same names as the browser build, so an image's URL is the same on both sides; not emitted.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: ({ request }, callback) => (request && externals(request) ? callback(undefined, `commonjs ${request}`) : callback()),
    module: {
      rules: [common.module!.rules![0]!, { test: /\.(svg|png|webp|avif|jpg|woff2)$/, type: 'asset/resource', generator: { emit: false } }],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/\.css$/, emptyModule),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerEntryPlugin(),
    ],
    // Read by a server, not downloaded by a phone: readable stack traces beat a few kilobytes.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Sets the public path of a remote's server bundle from the URL it was loaded from (server/remote-server-bundles.ts). */
const serverPublicPathModule = path.join(import.meta.dirname, 'server-public-path.js');

export interface RemoteOptions extends CommonOptions {
  /** npm workspace name, e.g. "mf-services" */
  workspace: string;
}

/**
 * Build of one remote: exposes `./App` (the remote's routes), emits mf-manifest.json and routes.json. It has no
 * HTML page of its own; the shell (or the shell's dev server) is the page.
 */
export function createRemoteConfig({ workspace, dir, mode }: RemoteOptions): WebpackConfig | WebpackConfig[] {
  const app = appByWorkspace(workspace);
  const config = commonConfig({ dir, mode }, app.federationName);
  const browser: WebpackConfig = {
    ...config,
    entry: {},
    output: { ...config.output, publicPath: 'auto' },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: app.federationName,
        // Content-hashed in production, like every other file but the manifest: a page rendered
        // with one deployment loads that deployment's entry even after the next one is out
        // (shell/src/remotes/rendered-remote.ts). The manifest is the one stable name.
        filename: mode === 'production' ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: sharedSingletons('remote'),
        dts: false,
        // Use the federation runtime the shell already loaded instead of shipping ~27 KB of it again.
        experiments: { externalRuntime: true },
      }),
      // routes.json: the paths this remote owns and its pages, read by the shell at run time.
      new RouteManifestPlugin(path.join(dir, 'src', 'route-manifest.ts')),
      // page-chunks.json: the files each lazily loaded page fetches, for the release's byte budgets.
      ...(mode === 'production' ? [new PageChunksPlugin()] : []),
    ],
    devServer: {
      port: app.port,
      headers: corsHeaders,
      hot: true,
      allowedHosts: 'all',
      client: { overlay: { warnings: false } },
    },
  };
  // The dev server renders in the browser only (docs/development.md, "Development").
  if (mode === 'development') return browser;
  const server = serverConfig({ dir, mode }, app.federationName, [serverPublicPathModule, './src/App.tsx'], (request) =>
    serverSharedRequest.test(request),
  );
  const progress = buildProgress();
  return [
    { ...browser, plugins: [...browser.plugins!, progress.browser] },
    { ...server, plugins: [...server.plugins!, progress.server] },
  ];
}

export interface ShellOptions extends CommonOptions {
  plugins: NonNullable<Configuration['plugins']>;
}

/** Build of the shell: the only HTML page, the router and the single instances of shared libs. */
export function createShellConfig({ dir, mode, plugins }: ShellOptions): WebpackConfig | WebpackConfig[] {
  const app = appByWorkspace('shell');
  const config = commonConfig({ dir, mode }, app.federationName);
  const browser: WebpackConfig = {
    ...config,
    entry: { main: './src/index.tsx' },
    // Absolute, so /services/cloud/details still finds /main.js.
    output: { ...config.output, publicPath: '/' },
    plugins: [
      ...(config.plugins ?? []),
      ...plugins,
      new ModuleFederationPlugin({
        name: app.federationName,
        // No build-time remotes: they are registered from /app-config.json at start.
        remotes: {},
        shared: sharedSingletons('host'),
        // version-first would fetch every remote entry at start, so one dead remote would stall the shell.
        shareStrategy: 'loaded-first',
        dts: false,
        // asyncStartup: the entry may await (config, shared modules) with no bootstrap file.
        // provideExternalRuntime: remotes reuse this runtime rather than bundling their own.
        experiments: { asyncStartup: true, provideExternalRuntime: true },
        // The shell's start and each remote's load in short tasks rather than long ones (the plugin's file says why).
        runtimePlugins: [path.join(dir, 'src/remotes/start-in-short-tasks.ts')],
      }),
    ],
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: true,
      static: { directory: path.join(dir, 'public'), publicPath: '/' },
      client: { overlay: { warnings: false } },
    },
  };
  if (mode === 'development') return browser;
  // The shell's server bundle takes every package from the server's node_modules; only the
  // shared workspace (TypeScript source) and the federation runtime are compiled into it. The
  // runtime is shared with no remote's server bundle (serverSharedRequest), and its package,
  // @module-federation/enhanced, is the build plugin too (rspack, dts tooling): a production
  // install (`npm ci --omit=dev`, scripts/verify-production-install.ts) must not need it.
  const fromNodeModules = (request: string) =>
    /^[a-z@]/i.test(request) && !request.startsWith('@meridian/') && !request.startsWith('@module-federation/');
  const server = serverConfig({ dir, mode }, app.federationName, ['./src/server/index.ts'], fromNodeModules);
  const progress = buildProgress();
  return [
    { ...browser, plugins: [...browser.plugins!, progress.browser] },
    { ...server, output: { ...server.output, publicPath: '/' }, plugins: [...server.plugins!, progress.server] },
  ];
}
