/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '@tests/utils/processes';

jest.setTimeout(60_000);

const script = pathToFileURL(path.join(repoRoot, 'scripts/i18n-extract.mjs')).href;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'i18n-fixture-'));
  mkdirSync(path.join(dir, 'src'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script's extraction over a fixture project. */
function extract(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'src', name), text);
  const code = `import { extractMessages } from ${JSON.stringify(script)};
try { console.log(JSON.stringify(extractMessages({ cwd: ${JSON.stringify(dir)} }))); }
catch (e) { console.error(e.message); process.exit(1); }`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run i18n:extract', () => {
  it('collects defineMessages ids with their default texts, keys sorted', () => {
    const { status, out } = extract({
      'messages.ts': `import { defineMessages } from 'react-intl';
export const m = defineMessages({
  b: { id: 'feature.b', defaultMessage: 'Bee' },
  a: { id: 'feature.a', defaultMessage: 'Hello {name}' },
});`,
    });
    expect(status).toBe(0);
    expect(out.trim()).toBe('{"feature.a":"Hello {name}","feature.b":"Bee"}');
  });

  it('refuses a message without an explicit id', () => {
    const { status, err } = extract({
      'messages.ts': `import { defineMessages } from 'react-intl';
export const m = defineMessages({ a: { defaultMessage: 'No id here' } });`,
    });
    expect(status).toBe(1);
    expect(err).toContain('messages need an explicit id: "No id here"');
  });

  it('refuses an id that is not a literal', () => {
    const { status, err } = extract({
      'page.tsx': `import { useIntl } from 'react-intl';
export function P({ k }: { k: string }) {
  return <p>{useIntl().formatMessage({ id: \`x.\${k}\`, defaultMessage: 'x' })}</p>;
}`,
    });
    expect(status).toBe(1);
    expect(err).toMatch(/id` must be a string literal/);
  });
});
