import path from 'node:path';
import type { Chunk, Compiler } from 'webpack';

/** The report's file name, beside mf-manifest.json. */
export const pageChunksFile = 'page-chunks.json';

/** What each page loads beyond the module that routes to it: `{ "pages/SupportPortalPage": { js, css } }`. */
export type PageChunks = Record<string, { js: string[]; css: string[] }>;

/**
 * Writes page-chunks.json: for each page a remote loads lazily (`import('./pages/X')`), the files
 * that import fetches, leaving out the chunks its importer (the App) has loaded already. The
 * release command's byte budgets read it (scripts/release/budgets.ts): one figure per page. It runs
 * after webpack's real content hashing, so the names are the final ones, and changes no other file.
 */
export class PageChunksPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages: PageChunks = {};
          for (const group of compilation.chunkGroups) {
            const origin = group.origins.find(({ request }) => request && /^\.\/(.*\/)?pages\//.test(request));
            const importer = (origin?.module as { resource?: string } | null | undefined)?.resource;
            if (!origin?.request || !importer) continue;
            // Named by the page module's path under src/ (`pages/TicketPage`, `staff/pages/TicketPage`).
            const name = path
              .relative(path.join(compiler.context, 'src'), path.resolve(path.dirname(importer), origin.request))
              .split(path.sep)
              .join('/');
            const loaded = new Set<Chunk>(group.getParents().flatMap((parent) => parent.chunks));
            const files = group.chunks.filter((chunk) => !loaded.has(chunk)).flatMap((chunk) => [...chunk.files]);
            const page = pages[name] ?? { js: [], css: [] };
            for (const file of files) {
              if (file.endsWith('.js') && !page.js.includes(file)) page.js.push(file);
              if (file.endsWith('.css') && !page.css.includes(file)) page.css.push(file);
            }
            pages[name] = { js: page.js.sort(), css: page.css.sort() };
          }
          const sorted = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(pageChunksFile, new RawSource(`${JSON.stringify(sorted, null, 2)}\n`));
        },
      );
    });
  }
}
