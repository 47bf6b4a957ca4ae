// DESIGN §3.6: en.json is exactly what extraction produces, and es.json has every id of en.json,
// non-empty, with the same placeholders, and no ids of its own. Every message compiles, and the
// committed compiled catalogues are what `formatjs compile --ast` makes of them.
import path from 'node:path';
import { compiledProblems } from './i18n-compile.mjs';
import { EN_FILE, LOCALES_DIR, extractMessages, readMessages, serialise } from './i18n-extract.mjs';

const problems = [];
const list = (ids) => (ids.length > 12 ? `${ids.slice(0, 12).join(', ')} …` : ids.join(', '));

const en = readMessages(EN_FILE);
const es = readMessages(path.join(LOCALES_DIR, 'es.json'));

let extracted;
try {
  extracted = extractMessages();
} catch (error) {
  problems.push(`extraction failed: ${error.message}`);
}
if (extracted) {
  const notInEn = Object.keys(extracted).filter((id) => !(id in en));
  const notInSource = Object.keys(en).filter((id) => !(id in extracted));
  const changed = Object.keys(extracted).filter((id) => id in en && en[id] !== extracted[id]);
  if (notInEn.length)
    problems.push(`en.json lacks ${notInEn.length} extracted id(s): ${list(notInEn)}`);
  if (notInSource.length)
    problems.push(
      `en.json has ${notInSource.length} id(s) no source declares with defineMessages: ${list(notInSource)}`,
    );
  if (changed.length)
    problems.push(`en.json texts differ from the source's defaultMessage: ${list(changed)}`);
  if (!problems.length && serialise(en) !== serialise(extracted))
    problems.push('en.json is not sorted as extraction writes it');
  if (problems.length)
    problems.push('run `npm run i18n:extract` to rewrite en.json from the source');
}

const missing = Object.keys(en).filter((id) => typeof es[id] !== 'string' || es[id].trim() === '');
const extra = Object.keys(es).filter((id) => !(id in en));
if (missing.length) problems.push(`es.json lacks ${missing.length} id(s): ${list(missing)}`);
if (extra.length) problems.push(`es.json has ids that en.json does not: ${list(extra)}`);

// Placeholders ({year}, {count, plural, …}) must be the same in both languages.
const args = (text) =>
  [...new Set([...String(text).matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]))]
    .sort()
    .join(',');
const mismatched = Object.keys(en).filter(
  (id) => typeof es[id] === 'string' && args(en[id]) !== args(es[id]),
);
if (mismatched.length)
  problems.push(`es.json placeholders differ from en.json: ${list(mismatched)}`);

const compiled = compiledProblems();
problems.push(...compiled);
if (compiled.length)
  problems.push('run `npm run i18n:compile` (once every message compiles) to rewrite compiled/');

if (problems.length) {
  for (const problem of problems) console.error(`i18n: ${problem}`);
  process.exit(1);
}
console.log(
  `i18n: en.json matches the source, es.json has all ${Object.keys(en).length} messages, and` +
    ' src/lib/i18n/compiled/ is what formatjs compiles.',
);
