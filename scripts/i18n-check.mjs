// Every message id of en.json exists, non-empty, in es.json, and es.json has no stray ids.
import { readFileSync } from 'node:fs';

const load = (lang) =>
  JSON.parse(
    readFileSync(new URL(`../src/app/i18n/locales/${lang}.json`, import.meta.url), 'utf8'),
  );
const en = load('en');
const es = load('es');
const missing = Object.keys(en).filter((id) => typeof es[id] !== 'string' || es[id].trim() === '');
const extra = Object.keys(es).filter((id) => !(id in en));
if (missing.length || extra.length) {
  if (missing.length)
    console.error(`i18n: es.json lacks ${missing.length} id(s): ${missing.join(', ')}`);
  if (extra.length)
    console.error(`i18n: es.json has ids that en.json does not: ${extra.join(', ')}`);
  process.exit(1);
}
console.log(`i18n: en and es both have all ${Object.keys(en).length} messages.`);
