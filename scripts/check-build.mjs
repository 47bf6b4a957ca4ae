// The production build (dist/) must not contain the embedded demo backend: no service worker, no
// MSW, no faker, no demo accounts. Nor react-intl's ICU message parser, which the build replaces
// by its no-parser export (scripts/vite-formatjs.mjs), nor a message left as a string, which that
// build could not format. Every HTML page (index.html and the prerendered entry pages) runs no
// inline script, which the Content-Security-Policy would block: only `<script src>` and JSON data
// blocks; and the entry pages are there, each with its page in #root.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// `--prerendered`: the entry pages must be there (npm test's production build).
const args = process.argv.slice(2);
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const expectPrerendered = args.includes('--prerendered');
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

const MARKERS = [
  ['mockServiceWorker', /mockServiceWorker/],
  ['MSW', /\[MSW\]|msw\/browser|setupWorker/],
  ['faker', /@faker-js|faker\.helpers/],
  ['demo seed', /demoTenantMode|Compliance-demo-1/],
  // Development and test builds check answers against the contracts (src/lib/http/response-check.ts).
  ['the answers check', /does not match the contract/],
];
// Strings of @formatjs/icu-messageformat-parser's and @formatjs/icu-skeleton-parser's full builds
// (the parser's error kinds, the skeleton parser's errors) that minifying keeps.
const PARSER_MARKERS = [
  ['the ICU message parser', /EXPECT_ARGUMENT_CLOSING_BRACE/],
  ['the ICU skeleton parser', /Number skeleton cannot be empty/],
  ['an uncompiled defaultMessage', /\bdefaultMessage\s*:\s*["'`]/],
];

const all = files(dist);
const problems = [];
for (const file of all) {
  const rel = path.relative(dist, file);
  if (/mockServiceWorker\.js$/.test(rel))
    problems.push(`${rel}: the MSW service worker is shipped`);
  if (!/\.(js|html|css|json)$/.test(rel)) continue;
  const text = readFileSync(file, 'utf8');
  if (rel.endsWith('.html')) {
    for (const [tag] of text.matchAll(/<script\b[^>]*>/g)) {
      if (!/\bsrc=/.test(tag) && !/type="application\/json"/.test(tag))
        problems.push(`${rel}: an inline script (${tag}), which the CSP blocks`);
    }
    if (/__staticRouterHydrationData|\$RC\s*=|\$RV\s*=/.test(text))
      problems.push(`${rel}: a script the server renderer meant to run inline`);
  }
  for (const [name, pattern] of MARKERS)
    if (pattern.test(text)) problems.push(`${rel}: contains ${name}`);
  if (!rel.endsWith('.js')) continue;
  for (const [name, pattern] of PARSER_MARKERS)
    if (pattern.test(text)) problems.push(`${rel}: contains ${name}`);
}
const prerendered = all.filter((file) => /prerender\/[^/]+\/[^/]+\.html$/.test(file));
if (expectPrerendered && prerendered.length === 0)
  problems.push('no prerendered entry pages (scripts/prerender.mjs)');
for (const file of prerendered) {
  if (!/<div id="root"><[a-z]/.test(readFileSync(file, 'utf8')))
    problems.push(`${path.relative(dist, file)}: #root is empty`);
}
if (problems.length) {
  console.error(
    `check-build: ${dist} is not a clean production build:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `check-build: ${all.length} files in ${path.relative(process.cwd(), dist)}, no mock code, ` +
    `no ICU message parser, no inline script; ${prerendered.length} prerendered pages.`,
);
