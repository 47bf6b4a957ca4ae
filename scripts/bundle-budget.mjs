// `node scripts/bundle-budget.mjs [dist] [--warn-only] [--json]`: the JavaScript a
// browser downloads to show /sign-in from a production build, gzipped, against the budget below.
// `npm test` runs it on the production build.
//
// Read from the build itself, without a browser: the entry script and modulepreload links of
// index.html, every chunk they import statically (the `import … from "./x.js"` statements of the
// built files, followed to the end), and the chunks /sign-in loads on its way to a usable form (its
// page) with their own static imports. The default language, English, has no messages chunk: its
// texts are the descriptors' defaultMessages, precompiled into the code that shows them
// (scripts/vite-formatjs.mjs), so they are counted with that code. Each file is counted
// once, gzipped here with zlib's default level. `npm run bench` loads the same page in Chromium and
// checks that both ways agree.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * The ceiling: /sign-in's first-load JavaScript, gzip, in KB of 1000 bytes. It guards against
 * regressions only (DESIGN §6): the figure measured once the design card's stack was back (React
 * Router, react-hook-form + zod, MUI's Tooltip, formatjs's precompilation: 227.8 KB) plus 5 KB.
 * Speed comes from delivery (prerendering), never from replacing a library the card names.
 */
export const SIGN_IN_JS_BUDGET_KB = 233;

/**
 * The chunks /sign-in imports dynamically before its form is usable, by the name of their module
 * (Vite names a chunk `<module>-<hash>.js`): the page of the route (src/app/routes/routes.ts:
 * signIn loads src/app/pages/auth-frame-page.tsx). Nothing for the messages: English, the default
 * language, loads none (src/lib/i18n/locale.ts, `loadMessages`), and another language's chunk
 * (es.json) only loads for someone who chose it.
 */
export const SIGN_IN_DYNAMIC_CHUNKS = ['main', 'auth-frame-page'];

export const kb = (bytes) => bytes / 1000;
const gzipSize = (buffer) => gzipSync(buffer).length;

const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;
const ATTRIBUTE = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`);

function tags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))].map((m) => m[0]);
}

/** The asset a root-relative URL of index.html names (`/assets/x.js` → `assets/x.js`). */
function assetOf(url) {
  return url.replace(/^\//, '').split(/[?#]/)[0];
}

/** What index.html loads itself: its module scripts, modulepreloads and stylesheets. */
export function htmlAssets(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attr = (tag, name) => ATTRIBUTE(name).exec(tag)?.[1];
  const scripts = tags(html, 'script')
    .filter((t) => /type\s*=\s*["']module["']/.test(t))
    .map((t) => attr(t, 'src'))
    .filter(Boolean)
    .map(assetOf);
  const links = tags(html, 'link');
  const rel = (value) =>
    links
      .filter((t) => attr(t, 'rel') === value)
      .map((t) => attr(t, 'href'))
      .filter(Boolean)
      .map(assetOf);
  return { scripts, modulepreloads: rel('modulepreload'), stylesheets: rel('stylesheet') };
}

/** The chunk with every chunk it imports statically, transitively (paths relative to dist). */
export function staticClosure(dist, start, seen = new Set()) {
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    const full = path.join(dist, file);
    if (!existsSync(full)) throw new Error(`bundle-budget: ${file} is missing from ${dist}`);
    seen.add(file);
    const code = readFileSync(full, 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      queue.push(path.posix.join(path.posix.dirname(file), spec));
    }
  }
  return seen;
}

/** The one built chunk of a module name (`auth-frame-page` → `assets/auth-frame-page-Ab1.js`). */
export function chunkNamed(dist, name) {
  const assets = path.join(dist, 'assets');
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`);
  const found = readdirSync(assets).filter((file) => pattern.test(file));
  if (found.length !== 1) {
    throw new Error(
      `bundle-budget: expected one chunk named ${name}-<hash>.js in ${assets}, found ${found.length}` +
        ' (update SIGN_IN_DYNAMIC_CHUNKS in scripts/bundle-budget.mjs).',
    );
  }
  return `assets/${found[0]}`;
}

/** Every JavaScript and CSS file the first load of /sign-in takes, with its sizes. */
export function signInFirstLoad(dist) {
  const html = htmlAssets(dist);
  const files = staticClosure(dist, [...html.scripts, ...html.modulepreloads]);
  staticClosure(
    dist,
    SIGN_IN_DYNAMIC_CHUNKS.map((name) => chunkNamed(dist, name)),
    files,
  );
  const measured = [...files, ...html.stylesheets].map((file) => {
    const buffer = readFileSync(path.join(dist, file));
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      raw: buffer.length,
      gzip: gzipSize(buffer),
    };
  });
  measured.sort((a, b) => b.gzip - a.gzip);
  const total = (kind, key) =>
    measured.filter((f) => f.kind === kind).reduce((sum, f) => sum + f[key], 0);
  return {
    files: measured,
    js: { raw: total('js', 'raw'), gzip: total('js', 'gzip') },
    css: { raw: total('css', 'raw'), gzip: total('css', 'gzip') },
  };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      // For trying things out: prints the figure without failing.
      'warn-only': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const dist = path.resolve(positionals[0] ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`bundle-budget: ${path.join(dist, 'index.html')} not found (build first).`);
    process.exit(1);
  }
  const load = signInFirstLoad(dist);
  if (values.json) {
    console.log(JSON.stringify({ budgetKb: SIGN_IN_JS_BUDGET_KB, ...load }, null, 2));
  } else {
    console.log('/sign-in first load (gzip, KB = 1000 bytes):');
    for (const f of load.files) {
      console.log(`  ${kb(f.gzip).toFixed(1).padStart(7)} KB  ${f.file}`);
    }
    console.log(
      `  JS ${kb(load.js.gzip).toFixed(1)} KB gzip (${kb(load.js.raw).toFixed(1)} KB raw) in ` +
        `${load.files.filter((f) => f.kind === 'js').length} files; CSS ${kb(load.css.gzip).toFixed(1)} KB gzip`,
    );
  }
  const over = load.js.gzip > SIGN_IN_JS_BUDGET_KB * 1000;
  const figure = `${kb(load.js.gzip).toFixed(1)} KB gzip (budget ${SIGN_IN_JS_BUDGET_KB} KB)`;
  if (!over) {
    console.log(`bundle-budget: /sign-in first-load JS ${figure}: within budget.`);
    return;
  }
  if (values['warn-only']) {
    console.warn(`\n!! bundle-budget: /sign-in first-load JS ${figure} is OVER BUDGET.`);
    return;
  }
  console.error(`bundle-budget: /sign-in first-load JS ${figure} is over budget.`);
  process.exit(1);
}

// Run as a script (bench.mjs and the tests import it).
if (path.basename(process.argv[1] ?? '') === 'bundle-budget.mjs') main();
