// Browser end-to-end tests: build the app in production mode with the embedded demo backend, serve
// it on 127.0.0.1 with the production server (scripts/serve.mjs, `npm run serve`), and run
// tests/e2e in Chromium's headless shell, the few files that need the whole browser in headless
// Chromium (both found on the machine, never downloaded).
//
// Each test has its own browser context, so its own cookies and its own demo database (the demo
// backend keeps it in the context's localStorage): test files can run side by side. They do, on
// E2E_WORKERS workers (default 2), except the few whose subject is timing itself (a refresh shared
// by two tabs, going offline and back, layout shift under a 4× slower CPU), which run one after the
// other afterwards, on a machine left to them.
//   node scripts/e2e.mjs [--json-dir DIR] [test files…]   (files given: just those, one at a time)
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  bin,
  findChromium,
  findHeadlessShell,
  freePort,
  run,
  startBackground,
  waitForPort,
} from './lib.mjs';

/**
 * Files whose subject is time, and the one that starts its own servers: each runs alone, after the
 * others, in this order (the servers' file last: nothing measured runs while they shut down).
 */
const SERIAL_FILES = [
  'tests/e2e/session-tabs.e2e.ts',
  'tests/e2e/faults.e2e.ts',
  'tests/e2e/first-paint.e2e.ts',
  // Starts its own dev server and two Prism mocks: alone, so it loads no other file's machine.
  'tests/e2e/prism-backend.e2e.ts',
];

const args = process.argv.slice(2);
const jsonDirAt = args.indexOf('--json-dir');
const jsonDir = jsonDirAt >= 0 ? args[jsonDirAt + 1] : undefined;
const files = args.filter((_arg, i) => jsonDirAt < 0 || (i !== jsonDirAt && i !== jsonDirAt + 1));

const required = process.env.REQUIRE_E2E === '1';
const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! NO CHROMIUM FOUND: the browser end-to-end tests did NOT run.`);
  console.error('!! Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  process.exit(required ? 1 : 0);
}
// The tests run in Chromium's headless shell where it is installed: the same engine without the
// browser's own UI, a third of the CPU per page load here (1.1 -> 0.3 s; the suite's 2 workers
// 861 -> 547 s on one machine, docs/decisions/015-browser-tests-in-the-headless-shell.md). Files that
// test what only the whole browser does (it asks for the favicon) run in `chromium`.
const headlessShell = findHeadlessShell();
if (!headlessShell) {
  console.warn(
    '!! No chromium-headless-shell found (Debian: apt-get install -y chromium-headless-shell):' +
      ' every browser test runs in the whole Chromium, about 1.4x slower.',
  );
}

const outDir = '.e2e-build';
rmSync(outDir, { recursive: true, force: true });
const built = run(
  bin('vite'),
  ['build', '--mode', 'production', '--outDir', outDir, '--logLevel', 'warn'],
  {
    env: { ...process.env, VITE_ENABLE_MOCK: 'true' },
  },
);
if (built !== 0) process.exit(built);
// The entry pages prerendered, as `npm run build` does it (the demo tenant's factors in them).
const prerendered = run('node', ['scripts/prerender.mjs', '--dist', outDir], {
  env: { ...process.env, VITE_ENABLE_MOCK: 'true' },
});
if (prerendered !== 0) process.exit(prerendered);

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
const json = (name) => (jsonDir ? ['--json', `--outputFile=${path.join(jsonDir, name)}`] : []);

// The production server (npm run serve), with its security headers, configured as the build was.
const port = await freePort();
const server = startBackground(
  'node',
  ['scripts/serve.mjs', '--dir', outDir, '--port', String(port)],
  {
    label: 'production server',
    env: { VITE_ENABLE_MOCK: 'true' },
  },
);
const jest = (jestArgs) =>
  run(bin('jest'), ['--selectProjects', 'e2e', ...jestArgs], {
    env: {
      ...process.env,
      E2E_BASE_URL: `http://127.0.0.1:${port}`,
      CHROMIUM_PATH: chromium,
      CHROMIUM_HEADLESS_SHELL_PATH: headlessShell ?? chromium,
    },
  });
let status;
try {
  await waitForPort(port, { process: server });
  if (files.length > 0) {
    status = jest(['--runInBand', ...json('e2e.json'), ...files]);
  } else {
    const side = jest([
      `--maxWorkers=${workers}`,
      ...SERIAL_FILES.flatMap((file) => ['--testPathIgnorePatterns', file]),
      ...json('e2e.json'),
    ]);
    let alone = 0;
    for (const [i, file] of SERIAL_FILES.entries()) {
      const code = jest(['--runInBand', ...json(`e2e-serial-${i + 1}.json`), file]);
      alone = alone || code;
    }
    status = side || alone;
  }
} finally {
  server.stop();
}
process.exit(status);
