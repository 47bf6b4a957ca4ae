// The production build (dist/) must not contain the embedded demo backend: no service worker, no
// MSW, no faker, no demo accounts. Nor react-intl's ICU message parser, which the build replaces
// by its no-parser export (scripts/vite-formatjs.mjs), nor a message left as a string, which that
// build could not format.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
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
  for (const [name, pattern] of MARKERS)
    if (pattern.test(text)) problems.push(`${rel}: contains ${name}`);
  if (!rel.endsWith('.js')) continue;
  for (const [name, pattern] of PARSER_MARKERS)
    if (pattern.test(text)) problems.push(`${rel}: contains ${name}`);
}
if (problems.length) {
  console.error(
    `check-build: ${dist} is not a clean production build:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `check-build: ${all.length} files in ${path.relative(process.cwd(), dist)}, no mock code, ` +
    'no ICU message parser.',
);
