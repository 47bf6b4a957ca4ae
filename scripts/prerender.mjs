// The prerender (issue 16): after `vite build`, builds src/entry-server.tsx for Node and writes
// each entry page (the routes with the sign-in form) in each look it is prerendered in:
//   <dist>/prerender/<variant>/<path>.html       variant = locale.direction.mode.schema.size
//   <dist>/prerender/manifest.json               { paths: [...], variants: [...] }
// Each file is the built index.html (its hashed entry script, without its module preloads) with the page's HTML in
// #root, its emotion styles in <head>, <html lang dir class>, its title, and the state it was
// rendered with as a JSON data block. scripts/serve-app.mjs picks the file by path and look cookie.
//   node scripts/prerender.mjs [--dist dist] [--tenant-mode <file.json>]
// The tenant's sign-in factors: the file given; else the demo tenant's in builds with the demo
// backend; else the provider's answer (3 s); else none, and the form prerenders as its placeholder.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { bin, root, run } from './lib.mjs';
import { variantOf } from '../src/config/page-look.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    'tenant-mode': { type: 'string' },
  },
});
const dist = path.resolve(root, values.dist);
const serverDir = path.join(root, '.prerender', path.basename(dist));
const t0 = Date.now();

const built = run(bin('vite'), [
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  serverDir,
  '--mode',
  'production',
  '--logLevel',
  'error',
]);
if (built !== 0) process.exit(built);

const server = await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href);

async function askProvider() {
  const address = server.tenantModeAddress();
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const answer = server.readTenantMode(await response.json());
    if (!answer) throw new Error('answered something that is not a tenant mode');
    return answer;
  } catch (error) {
    console.warn(
      `prerender: WARNING: the tenant's sign-in factors could not be read from ${address} ` +
        `(${error?.message ?? error}); the entry pages are prerendered with the form's placeholder.`,
    );
    return null;
  }
}

async function tenantMode() {
  if (values['tenant-mode']) {
    const answer = server.readTenantMode(JSON.parse(readFileSync(values['tenant-mode'], 'utf8')));
    if (!answer) throw new Error(`${values['tenant-mode']}: not a tenant mode answer`);
    return answer;
  }
  return (await server.demoTenantMode()) ?? (await askProvider());
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const escapeAttr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The built index.html, filled with one rendered page. */
function fill(page, look) {
  const replaced = template
    .replace(
      /<html lang="en">/,
      `<html lang="${look.locale}" dir="${look.direction}" class="${look.mode}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(/<\/head>/, `${page.styles}\n  </head>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>\s*(<script|<\/body>)/,
      (_all, next) =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="prerender-state">${page.state}</script>\n    ${next}`,
    );
  if (!replaced.includes(page.html) || !replaced.includes('id="prerender-state"')) {
    throw new Error('prerender: index.html does not have the expected #root');
  }
  return (
    replaced
      .replace(/<html /, `<html data-prerendered="${escapeAttr(variantOf(look))}" `)
      // No module preloads in a page that paints by itself: Lighthouse's simulation counts them
      // as holding back the first paint (LCP 2.1–2.2 s with them, 1.45–1.5 s without, median of
      // 3 at 4× CPU; the time to a usable form stayed 591 ms). The entry script still loads at once.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  );
}

const tenant = await tenantMode();
const year = new Date().getFullYear();
const out = path.join(dist, 'prerender');
rmSync(out, { recursive: true, force: true });
const looks = server.prerenderedLooks();
const variants = [];
for (const look of looks) {
  const variant = variantOf(look);
  variants.push(variant);
  for (const pagePath of server.PRERENDERED_PATHS) {
    const page = await server.renderPage(pagePath, look, { tenant, year });
    const file = path.join(out, variant, `${pagePath.replace(/^\//, '')}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(page, look));
  }
}
writeFileSync(
  path.join(out, 'manifest.json'),
  `${JSON.stringify({ paths: server.PRERENDERED_PATHS, variants }, null, 2)}\n`,
);
console.log(
  `prerender: ${server.PRERENDERED_PATHS.length} pages × ${variants.length} looks in ${path.relative(root, out)} ` +
    `(${((Date.now() - t0) / 1000).toFixed(1)} s; tenant ${tenant ? `${tenant.mode} mode` : 'unknown'})`,
);
// React's server renderer and the session leave timers and channels open: the work is done.
process.exit(0);
