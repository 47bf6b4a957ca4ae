// `npm test`: every check CI runs, in order, stopping at the first failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const artifacts = path.join(root, '.e2e-artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });
const jestJson = (name) => `--outputFile=${path.join(artifacts, `${name}.json`)}`;

const steps = [
  ['generated code is fresh (gen:check)', 'node', ['scripts/gen-check.mjs']],
  ['contracts lint clean (lint:openapi)', 'npm', ['run', '--silent', 'lint:openapi']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ['formatting', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['i18n completeness', 'node', ['scripts/i18n-check.mjs']],
  [
    'jest: unit, integration, contract',
    bin('jest'),
    // Every core: jest's default leaves one to its own process, which on a 2-core CI machine
    // means one test file at a time (about 400 s there, against 220 s with two workers).
    ['--selectProjects', 'unit', 'contract', '--maxWorkers=100%', '--json', jestJson('jest')],
  ],
  [
    'browser end-to-end (headless Chromium)',
    'node',
    ['scripts/e2e.mjs', '--json', jestJson('e2e')],
  ],
  ['production build', 'npm', ['run', '--silent', 'build']],
  ['production build has no mock code, no ICU parser', 'node', ['scripts/check-build.mjs', 'dist']],
  ['sign-in bundle budget', 'node', ['scripts/bundle-budget.mjs', 'dist']],
];

function counts() {
  let passed = 0;
  let failed = 0;
  for (const name of ['jest', 'e2e']) {
    const file = path.join(artifacts, `${name}.json`);
    if (!existsSync(file)) continue;
    const result = JSON.parse(readFileSync(file, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  }
  return { passed, failed };
}

const started = Date.now();
for (const [label, command, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  const status = run(command, args);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (status !== 0) {
    const { passed, failed } = counts();
    console.error(`\n✖ ${label} failed (${seconds} s).`);
    console.log(`Tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}
const { passed, failed } = counts();
if (!existsSync(path.join(artifacts, 'e2e.json'))) {
  console.warn(
    '\n!! The browser end-to-end tests were SKIPPED (no Chromium). Set REQUIRE_E2E=1 to make that a failure.',
  );
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
