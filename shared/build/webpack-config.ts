import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { appByWorkspace } from './apps.ts';
import { sharedSingletons } from './federation.ts';
import { RouteManifestPlugin } from './route-manifest-plugin.ts';

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
      // Hashed names are cached forever; the stable entry names (remoteEntry.js, mf-manifest.json,
      // index.html) are served no-cache by the server instead.
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      crossOriginLoading: 'anonymous',
      clean: true,
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
            test: /[\\/](shared[\\/]runtime|node_modules[\\/](react-router|react-router-dom|react-i18next))[\\/]/,
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

export interface RemoteOptions extends CommonOptions {
  /** npm workspace name, e.g. "mf-services" */
  workspace: string;
}

/**
 * Build of one remote: exposes `./App` (the remote's routes), emits mf-manifest.json and routes.json. It has no
 * HTML page of its own; the shell (or the shell's dev server) is the page.
 */
export function createRemoteConfig({ workspace, dir, mode }: RemoteOptions): WebpackConfig {
  const app = appByWorkspace(workspace);
  const config = commonConfig({ dir, mode }, app.federationName);
  return {
    ...config,
    entry: {},
    output: { ...config.output, publicPath: 'auto' },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: sharedSingletons('remote'),
        dts: false,
        // Use the federation runtime the shell already loaded instead of shipping ~27 KB of it again.
        experiments: { externalRuntime: true },
      }),
      // routes.json: the paths this remote owns and its pages, read by the shell at run time.
      new RouteManifestPlugin(path.join(dir, 'src', 'routeManifest.ts')),
    ],
    devServer: {
      port: app.port,
      headers: corsHeaders,
      hot: true,
      allowedHosts: 'all',
      client: { overlay: { warnings: false } },
    },
  };
}

export interface ShellOptions extends CommonOptions {
  plugins: NonNullable<Configuration['plugins']>;
}

/** Build of the shell: the only HTML page, the router and the single instances of shared libs. */
export function createShellConfig({ dir, mode, plugins }: ShellOptions): WebpackConfig {
  const app = appByWorkspace('shell');
  const config = commonConfig({ dir, mode }, app.federationName);
  return {
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
}
