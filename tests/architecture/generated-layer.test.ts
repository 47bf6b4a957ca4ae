/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const source = files(path.join(root, 'src')).filter((f) => /\.(ts|tsx)$/.test(f));
const outsideHttp = source.filter((f) => !f.includes(`${path.sep}lib${path.sep}http${path.sep}`));

describe('DESIGN §3.1: only the generated layer talks HTTP', () => {
  it('has no fetch, XMLHttpRequest or axios in src/ outside src/lib/http', () => {
    const offenders = outsideHttp.filter((f) =>
      /\bfetch\s*\(|XMLHttpRequest|from ['"]axios['"]/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('imports request/response types from generated/, not hand-written ones', () => {
    const handTyped = outsideHttp.filter((f) =>
      /interface \w*(Request|Response|Body)\b|type \w*(Request|Response|Body)\s*=/.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(handTyped.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('keeps mock code out of src/ (only main.tsx loads the demo backend, behind a build flag)', () => {
    const importsMocks = source.filter(
      (f) =>
        !f.endsWith('main.tsx') &&
        /from ['"](msw|@faker-js\/faker|.*mocks\/.*|.*\.msw)['"]/.test(readFileSync(f, 'utf8')),
    );
    expect(importsMocks.map((f) => path.relative(root, f))).toEqual([]);
  });
});
