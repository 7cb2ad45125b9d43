import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import { createShellConfig } from '@meridian/shared/build/webpack-config.ts';
import { StartChunksPlugin } from '@meridian/shared/build/start-chunks-plugin.ts';

const dir = import.meta.dirname;

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createShellConfig({
    dir,
    mode: argv.mode ?? 'production',
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        // Inlined (and allowed by its hash in the CSP) so the theme is set before first paint.
        templateParameters: {
          themeInit: fs.readFileSync(path.join(dir, 'src/theme/theme-init.js'), 'utf8').trim(),
          startAfterPaint: fs.readFileSync(path.join(dir, 'src/start-after-paint.js'), 'utf8').trim(),
        },
        // The template places the tags: main.js is preloaded, and start-after-paint.js runs the scripts.
        inject: false,
      }),
      // The shared libraries main.js starts with are run before it, by start-after-paint.js.
      new StartChunksPlugin(),
      new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }),
    ],
  });
