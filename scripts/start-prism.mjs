// npm run start:prism: the app (vite dev server, no embedded backend) against Prism's mocks of both
// contracts, so the UI can be tried against nothing but the contracts' examples: sign in with any
// email and password, as María González, the examples' administrator (their tokens expire in 2100).
// Both mocks are reached through one address, where the app calls them: <front>/v0/ and
// <front>/api/v1 (PRISM_PORT, default 4012).
import { spawn } from 'node:child_process';
import { bin, startBackground, waitForPort } from './lib.mjs';
import { CONTRACTS, pathFront } from './prism.mjs';

const providerPort = Number(process.env.PRISM_PROVIDER_PORT ?? 4010);
const productPort = Number(process.env.PRISM_PRODUCT_PORT ?? 4011);
const frontPort = Number(process.env.PRISM_PORT ?? 4012);
const mocks = [
  startBackground(
    bin('prism'),
    ['mock', CONTRACTS.provider, '--host', '127.0.0.1', '--port', String(providerPort)],
    {
      label: 'prism provider',
    },
  ),
  startBackground(
    bin('prism'),
    ['mock', CONTRACTS.product, '--host', '127.0.0.1', '--port', String(productPort)],
    {
      label: 'prism product',
    },
  ),
];
const stopMocks = () => mocks.forEach((m) => m.stop());
try {
  await waitForPort(providerPort, { process: mocks[0] });
  await waitForPort(productPort, { process: mocks[1] });
} catch (error) {
  console.error(String(error));
  stopMocks();
  process.exit(1);
}
await pathFront(frontPort, [
  { prefix: '/v0', port: providerPort },
  { prefix: '/api/v1', port: productPort },
]);
const front = `http://127.0.0.1:${frontPort}`;
console.log(`Prism: provider on ${front}/v0/, product API on ${front}/api/v1`);
// Anything after `--` goes to vite (`npm run start:prism -- --port 5199`).
const app = spawn(bin('vite'), process.argv.slice(2), {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_ENABLE_MOCK: 'false',
    VITE_PROVIDER_BASE_URL: `${front}/v0/`,
    VITE_API_BASE_URL: `${front}/api/v1`,
  },
});
const stop = () => {
  app.kill('SIGTERM');
  stopMocks();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
app.on('exit', (code) => {
  stopMocks();
  process.exit(code ?? 0);
});
