// Browser end-to-end tests: build the app in production mode with the embedded demo backend, serve
// it on 127.0.0.1 with the production server (scripts/serve.mjs, `npm run serve`), and run
// tests/e2e in headless Chromium (found on the machine, never downloaded).
import { rmSync } from 'node:fs';
import { bin, findChromium, freePort, run, startBackground, waitForPort } from './lib.mjs';

const required = process.env.REQUIRE_E2E === '1';
const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! NO CHROMIUM FOUND: the browser end-to-end tests did NOT run.`);
  console.error('!! Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  process.exit(required ? 1 : 0);
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
let status;
try {
  await waitForPort(port, { process: server });
  // One test file at a time. Two (each with its own Chromium) took 330–370 s instead of ~500 s
  // on the 2-core CI machine, but the CPU they share stretched the timing-sensitive cases (two
  // tabs sharing a refresh, offline and back) until two of three clean-clone runs failed one.
  status = run(bin('jest'), ['--selectProjects', 'e2e', '--runInBand', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, CHROMIUM_PATH: chromium },
  });
} finally {
  server.stop();
}
process.exit(status);
