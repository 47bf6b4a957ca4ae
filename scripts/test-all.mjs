// `npm test`: every check CI runs, stopping at the first failure: gen:check first (it rewrites
// generated/), the other quick checks two at a time, then jest, the browser tests (which run their
// files on two workers, then the timing ones alone: scripts/e2e.mjs) and the production build with
// its checks. Each step's output is kept and printed whole when the step ends.
//
// jest and the browser tests are not run side by side: both keep a 2-core machine busy, and
// together they took longer than one after the other (jest 250 → 600 s, with timeouts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, root } from './lib.mjs';

const artifacts = path.join(root, '.e2e-artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

/** First and alone: it rewrites generated/, which every other check reads. */
const genCheck = ['generated code is fresh (gen:check)', 'node', ['scripts/gen-check.mjs']];

const quickChecks = [
  ['contracts lint clean (lint:openapi)', 'npm', ['run', '--silent', 'lint:openapi']],
  // TypeScript 7, the native compiler, checks the project (decision 037); the 5.9 package stays
  // for the tools built on its JavaScript API (typescript-eslint, formatjs, orval).
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint (with one-way imports)', bin('eslint'), ['--max-warnings', '0', '.']],
  ['formatting', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['i18n completeness', 'node', ['scripts/i18n-check.mjs']],
];

const slowSteps = [
  [
    'jest: unit, integration, contract',
    bin('jest'),
    // Three workers on CI's two cores: the DOM suites wait on timers and the network mocks part
    // of the time, and a third file fills those gaps (jest 254 -> 226 s in place; a fourth
    // worker made timing-bound cases fail).
    [
      '--selectProjects',
      'unit',
      'contract',
      '--maxWorkers=3',
      '--json',
      `--outputFile=${path.join(artifacts, 'jest.json')}`,
    ],
    // A larger young generation for the workers: rendering in jsdom makes short-lived garbage
    // fast, and V8's default semi-space (16 MB) collected it so often that 10-20 % of a DOM
    // file's CPU went to it (three files 72 -> 59 s of CPU; each worker ~100 MB more memory).
    {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=128']
        .filter(Boolean)
        .join(' '),
    },
  ],
  [
    'browser end-to-end (Chromium headless shell)',
    'node',
    ['scripts/e2e.mjs', '--json-dir', artifacts],
  ],
  // `npm run build` without its typecheck, which ran above.
  ['production build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['entry pages prerendered', 'node', ['scripts/prerender.mjs']],
  [
    'production build has no mock code, no ICU parser, no inline script; entry pages prerendered',
    'node',
    ['scripts/check-build.mjs', 'dist', '--prerendered'],
  ],
  ['sign-in bundle budget', 'node', ['scripts/bundle-budget.mjs', 'dist']],
];

/** Runs one step with its output kept; prints it whole, then the verdict, when it ends. */
function step([label, command, args, env = {}]) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`\n=== ${label} ===\n${output.trimEnd()}`);
      console.log(ok ? `✔ ${label} (${seconds} s)` : `✖ ${label} failed (${seconds} s).`);
      resolve(ok ? 0 : (code ?? (signal ? 1 : 1)));
    });
  });
}

/** Steps one after the other, stopping at the first failure. */
async function lane(steps) {
  for (const s of steps) {
    const status = await step(s);
    if (status !== 0) return status;
  }
  return 0;
}

/** Steps `width` at a time; the first failure is the result, once all have ended. */
async function pool(steps, width) {
  const queue = [...steps];
  const results = [];
  const worker = async () => {
    while (queue.length > 0) results.push(await step(queue.shift()));
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results.find((status) => status !== 0) ?? 0;
}

function counts() {
  let passed = 0;
  let failed = 0;
  for (const name of readdirSync(artifacts).filter((f) => /^(jest|e2e.*)\.json$/.test(f))) {
    const result = JSON.parse(readFileSync(path.join(artifacts, name), 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  }
  return { passed, failed };
}

function finish(status, started) {
  const { passed, failed } = counts();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (status !== 0) {
    console.error(`\n✖ npm test failed after ${seconds} s.`);
    console.log(`Tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status);
  }
  if (!existsSync(path.join(artifacts, 'e2e.json'))) {
    console.warn(
      '\n!! The browser end-to-end tests were SKIPPED (no Chromium). Set REQUIRE_E2E=1 to make that a failure.',
    );
  }
  console.log(`\nAll checks passed in ${seconds} s.`);
  console.log(`Tests: ${passed} passed, ${failed} failed`);
}

const started = Date.now();
// The Node.js the checks run on: the project's own (decision 037) when npm started this.
console.log(`Node.js ${process.version}`);
if (!process.version.startsWith('v24.')) {
  console.warn(
    "!! Not the project's Node.js 24 (decision 037): `npm install` (without --ignore-scripts) adds it; the checks run, slower.",
  );
}
const quick = (await step(genCheck)) || (await pool(quickChecks, 2));
if (quick !== 0) finish(quick, started);
finish(await lane(slowSteps), started);
