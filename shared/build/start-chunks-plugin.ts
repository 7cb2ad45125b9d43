import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

/**
 * The files of the shared libraries the shell's entry needs before it can run (React, React DOM,
 * i18next, jotai, the runtime contract): the chunks that provide the shared modules the entry
 * chunk consumes, and those their own chunks consume.
 */
function startChunkFiles(compilation: Compilation): string[] {
  // The shell's one entry (createShellConfig in webpack-config.ts).
  const entry = compilation.entrypoints.get('main');
  if (!entry) throw new Error('StartChunksPlugin: the shell has no entry named main');
  const { chunkGraph } = compilation;
  const seen = new Set<Chunk>(entry.chunks);
  const files: string[] = [];
  // The entry's shared modules, then theirs: React DOM's client consumes React DOM, which the page
  // needs as soon as it renders.
  const pending = [...entry.chunks];
  for (let chunk = pending.shift(); chunk; chunk = pending.shift())
    for (const module of chunkGraph.getChunkModulesIterable(chunk) as Iterable<Module>) {
      // A shared module consumed here; the chunks of its own copy (the fallback) are an async import.
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks)
        for (const provider of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (seen.has(provider)) continue;
          seen.add(provider);
          pending.push(provider);
          files.push(...[...provider.files].filter((file) => file.endsWith('.js')));
        }
    }
  return files;
}

/**
 * Adds the chunks of the shared libraries the shell starts with to the page's scripts, before the
 * entry: start-after-paint.js runs them in order, main.js last (index.html preloads main.js only:
 * decision 0003 says why). Without this, the federation runtime learnt of them only once main.js
 * had run, and added a script per library to the page then: a round trip later, and script
 * insertion that made the long task after main.js longer still. A chunk that has run before the
 * runtime is registered by it as loaded, so the runtime inserts nothing. Only the entry's own shared
 * libraries: what a page loads later (Supabase, TanStack Query) stays lazy.
 */
export class StartChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap('StartChunksPlugin', (data) => {
        const publicPath = data.assets.publicPath;
        const start = startChunkFiles(compilation).map((file) => `${publicPath}${file}`);
        data.assets.js = [...start.filter((file) => !data.assets.js.includes(file)), ...data.assets.js];
        return data;
      });
    });
  }
}
