// npm run start:prism: the app (vite dev server, no embedded backend) against Prism's mocks of both
// contracts, so the UI can be tried against nothing but the contracts' examples.
import { spawn } from 'node:child_process';
import { bin, startBackground, waitForPort } from './lib.mjs';
import { CONTRACTS } from './prism.mjs';

const providerPort = Number(process.env.PRISM_PROVIDER_PORT ?? 4010);
const productPort = Number(process.env.PRISM_PRODUCT_PORT ?? 4011);
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
console.log(`Prism: provider on :${providerPort}, product API on :${productPort}`);
const app = spawn(bin('vite'), [], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_ENABLE_MOCK: 'false',
    VITE_PROVIDER_BASE_URL: `http://127.0.0.1:${providerPort}/`,
    VITE_API_BASE_URL: `http://127.0.0.1:${productPort}`,
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
