// A Rolldown code-splitting group for the production build (vite.config.ts): the first load of
// /sign-in in three files instead of some thirty. Left to itself the bundler gives every module
// that two lazily loaded pages share a chunk of its own (the toolkit's form field, MUI's Button,
// Alert, OutlinedInput …), and the sign-in page then downloads ~30 small files, each compressed
// on its own with its own import and export lists: about 10 KB gzip more than the same code in a
// few files (measured with scripts/bundle-budget.mjs).
//
// The group puts the app's modules that the sign-in page imports statically, and the entry
// (src/main.tsx) does not, in the page's own chunk; the bundler then places the libraries only
// they use there too. Libraries are not grouped by name: a library module the graph reaches but
// tree-shaking drops (the generated endpoints' TanStack Query hooks) must stay out of the first
// load. Signed-in pages that share a module with the sign-in page load its chunk as well; their
// own first loads stay about as they were (+3 to −14 KB gzip).
import path from 'node:path';

const LIBRARY = /[\\/]node_modules[\\/]/;
const PRELOAD_HELPER = /^\0vite\/preload-helper/;
const GENERATED_MODEL = /[\\/]generated[\\/][^\\/]+[\\/]model[\\/]/;

/**
 * @param {{ root: string, entry?: string, page?: string, pageChunk?: string, entryChunk?: string }} options
 * @returns {Array<{ debugName: string, name(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): string | null }>}
 */
export function signInChunkGroups({
  root,
  entry = 'src/main.tsx',
  page = 'src/app/pages/auth-frame-page.tsx',
  pageChunk = 'auth-frame-page',
  entryChunk = 'main',
}) {
  const entryId = path.resolve(root, entry);
  const pageId = path.resolve(root, page);
  // Per chunking pass: the graph's module info objects are the pass's own.
  const closures = new WeakMap();

  /** The module and every module it imports statically, transitively. */
  function reach(ctx, start) {
    const info = ctx.getModuleInfo(start);
    if (!info) return new Set();
    const known = closures.get(info);
    if (known) return known;
    const seen = new Set();
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.pop();
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(info, seen);
    return seen;
  }

  return [
    {
      // Vite's helper that preloads what a lazily imported chunk imports, used by the entry
      // (src/boot.ts) and by the pages. Left to the bundler it went into the sign-in page's chunk,
      // so the entry imported that whole chunk statically: the browser fetched and ran ~120 KB
      // before the first paint that src/boot.ts waits for, and Lighthouse counted it (FCP up to
      // 1.2 s against 0.8 s). In a file of its own the entry stays a few hundred bytes.
      debugName: 'preload helper',
      name: (id) => (PRELOAD_HELPER.test(id) ? 'preload-helper' : null),
    },
    {
      debugName: 'sign-in page',
      name(id, ctx) {
        if (LIBRARY.test(id)) return null;
        return reach(ctx, pageId).has(id) && !reach(ctx, entryId).has(id) ? pageChunk : null;
      },
    },
    {
      // The app starts after the first paint (src/boot.ts imports src/main.tsx), so the app's
      // start is a chunk of its own: everything it imports statically stays together in it, as
      // in an entry chunk, instead of in small chunks shared with the page's.
      debugName: 'app start',
      // Except the generated models: the start imports a few of them (the roles) through the
      // models' index, which re-exports them all, so every model reads as the start's. Grouped
      // here, each enum a lazily loaded page uses (a list's sort fields) would ride in the first
      // load of /sign-in (0.4 KB gzip with the employers' pages); left to the bundler, each goes
      // where it is used.
      name(id, ctx) {
        if (LIBRARY.test(id) || GENERATED_MODEL.test(id)) return null;
        return reach(ctx, entryId).has(id) ? entryChunk : null;
      },
    },
  ];
}
