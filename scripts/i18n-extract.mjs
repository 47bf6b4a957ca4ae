// DESIGN §3.6: en.json is what `formatjs extract` finds in src/ (explicit ids only), keys sorted.
// `npm run i18n:extract` rewrites it; scripts/i18n-check.mjs compares it with a fresh extraction.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, root } from './lib.mjs';

export const LOCALES_DIR = path.join(root, 'src', 'lib', 'i18n', 'locales');
export const EN_FILE = path.join(LOCALES_DIR, 'en.json');
const MISSING_ID = 'MISSING_ID:';

export function sortKeys(messages) {
  return Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

export function serialise(messages) {
  return `${JSON.stringify(sortKeys(messages), null, 2)}\n`;
}

export function readMessages(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Runs the extraction into a temp file; returns `{ id: defaultMessage }` sorted, or throws. */
export function extractMessages({ cwd = root, files = 'src/**/*.{ts,tsx}' } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'i18n-extract-'));
  const out = path.join(dir, 'en.json');
  try {
    const result = spawnSync(
      bin('formatjs'),
      [
        'extract',
        files,
        '--ignore',
        '**/*.d.ts',
        '--format',
        'simple',
        '--out-file',
        out,
        '--throws',
        // Only explicit ids are allowed: a generated one is recognisable and refused below.
        '--id-interpolation-pattern',
        `${MISSING_ID}[sha512:contenthash:hex:8]`,
      ],
      { cwd, encoding: 'utf8' },
    );
    if (result.error) throw result.error;
    if (result.status !== 0) {
      const detail = `${result.stderr}${result.stdout}`
        .split('\n')
        .filter((l) => !/^\s+at /.test(l));
      throw new Error(`formatjs extract failed:\n${detail.join('\n').trim()}`);
    }
    const messages = JSON.parse(readFileSync(out, 'utf8'));
    const implicit = Object.entries(messages).filter(([id]) => id.startsWith(MISSING_ID));
    if (implicit.length) {
      throw new Error(
        `messages need an explicit id: ${implicit.map(([, text]) => JSON.stringify(text)).join(', ')}`,
      );
    }
    const empty = Object.entries(messages).filter(([, text]) => typeof text !== 'string' || !text);
    if (empty.length) {
      throw new Error(`messages need a defaultMessage: ${empty.map(([id]) => id).join(', ')}`);
    }
    return sortKeys(messages);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  let messages;
  try {
    messages = extractMessages();
  } catch (error) {
    console.error(`i18n:extract: ${error.message}`);
    process.exit(1);
  }
  const before = readMessages(EN_FILE);
  const removed = Object.keys(before).filter((id) => !(id in messages));
  const added = Object.keys(messages).filter((id) => !(id in before));
  writeFileSync(EN_FILE, serialise(messages));
  console.log(
    `i18n:extract: ${Object.keys(messages).length} messages written to ${path.relative(root, EN_FILE)}` +
      ` (${added.length} new, ${removed.length} removed).`,
  );
  if (removed.length) console.log(`i18n:extract: removed ids: ${removed.join(', ')}`);
  if (added.length)
    console.log('i18n:extract: now add the new ids to es.json (npm run i18n:check).');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
