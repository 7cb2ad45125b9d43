import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { appByWorkspace } from './apps.ts';
import { sharedSingletons } from './federation.ts';

const require = createRequire(import.meta.url);

type Mode = 'production' | 'development';
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
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
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export interface RemoteOptions extends CommonOptions {
  /** npm workspace name, e.g. "mf-services" */
  workspace: string;
}

/**
 * Build of one remote: exposes `./App` (the remote's routes) and emits mf-manifest.json. It has no
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
