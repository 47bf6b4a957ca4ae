// `npm run i18n:compile`: each translated catalogue as `formatjs compile --ast` writes it
// (formatjs, "Advanced usage": pre-parsing messages), into src/lib/i18n/compiled/<locale>.json,
// which `loadMessages` (src/lib/i18n/locale.ts) loads, so the production build needs no ICU parser.
//
// The compiled files are committed, like generated/: a fresh clone starts, builds and tests without
// a generation step, and `npm run i18n:check` fails when one is stale or a message does not
// compile. English has no compiled catalogue, as it loads none: its texts are the defaultMessages
// in the code (compiled by scripts/vite-formatjs.mjs); en.json is compiled here only to check it.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, root } from './lib.mjs';

export const LOCALES_DIR = path.join(root, 'src', 'lib', 'i18n', 'locales');
export const COMPILED_DIR = path.join(root, 'src', 'lib', 'i18n', 'compiled');
export const DEFAULT_LOCALE = 'en'; // DEFAULT_LOCALE of src/lib/i18n/locale.ts

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/**
 * The text `formatjs compile --ast` writes for a `{ id: message }` file, or throws with formatjs's
 * own error (a message that does not parse names its error kind, position and text).
 */
export function compileCatalogue(file) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'i18n-compile-'));
  const out = path.join(dir, 'compiled.json');
  try {
    const result = spawnSync(
      bin('formatjs'),
      ['compile', file, '--ast', '--format', 'simple', '--out-file', out],
      { cwd: root, encoding: 'utf8' },
    );
    if (result.error) throw result.error;
    if (result.status !== 0 || !existsSync(out)) {
      const detail = `${result.stderr}${result.stdout}`
        .split('\n')
        .filter((line) => !/^\s+at /.test(line))
        .join('\n')
        .trim();
      throw new Error(`formatjs compile ${relative(file)} failed:\n${detail}`);
    }
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The locales with a catalogue of their own: every locales/<locale>.json but the default. */
export function translatedLocales(localesDir = LOCALES_DIR) {
  return readdirSync(localesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.basename(name, '.json'))
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .sort();
}

/** Compiles every catalogue; `{ written }`, or throws at the first that does not compile. */
export function writeCompiled() {
  mkdirSync(COMPILED_DIR, { recursive: true });
  compileCatalogue(path.join(LOCALES_DIR, `${DEFAULT_LOCALE}.json`));
  const written = translatedLocales().map((locale) => {
    const target = path.join(COMPILED_DIR, `${locale}.json`);
    writeFileSync(target, compileCatalogue(path.join(LOCALES_DIR, `${locale}.json`)));
    return relative(target);
  });
  for (const name of readdirSync(COMPILED_DIR)) {
    if (!written.includes(relative(path.join(COMPILED_DIR, name))))
      rmSync(path.join(COMPILED_DIR, name));
  }
  return { written };
}

/** What is wrong with the committed compiled catalogues, as sentences (none when all is well). */
export function compiledProblems() {
  const problems = [];
  const expected = new Set();
  for (const locale of [DEFAULT_LOCALE, ...translatedLocales()]) {
    if (locale !== DEFAULT_LOCALE) expected.add(`${locale}.json`);
    let text;
    try {
      text = compileCatalogue(path.join(LOCALES_DIR, `${locale}.json`));
    } catch (error) {
      problems.push(error.message);
      continue;
    }
    if (locale === DEFAULT_LOCALE) continue;
    const target = path.join(COMPILED_DIR, `${locale}.json`);
    if (!existsSync(target)) problems.push(`${relative(target)} is missing`);
    else if (readFileSync(target, 'utf8') !== text)
      problems.push(`${relative(target)} is not what formatjs compiles from ${locale}.json`);
  }
  if (existsSync(COMPILED_DIR)) {
    for (const name of readdirSync(COMPILED_DIR))
      if (!expected.has(name))
        problems.push(`${relative(path.join(COMPILED_DIR, name))} has no catalogue in locales/`);
  }
  return problems;
}

function main() {
  try {
    const { written } = writeCompiled();
    console.log(`i18n:compile: ${written.join(', ')} written by formatjs compile --ast.`);
  } catch (error) {
    console.error(`i18n:compile: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
