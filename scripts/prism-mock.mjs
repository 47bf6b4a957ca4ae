// npm run mock:prism [-- --provider-port 4010 --product-port 4011 --port 4012 --dynamic]
// Prism mocks both contracts from their examples (or, with --dynamic, from their schemas), each on
// its own port with its paths bare, and both on --port where the app calls them: /v0/… and
// /api/v1/….
import { CONTRACTS, arg, pathFront, runPrisms } from './prism.mjs';

const dynamic = process.argv.includes('--dynamic') ? ['--dynamic'] : [];
const providerPort = Number(arg('provider-port', process.env.PRISM_PROVIDER_PORT ?? 4010));
const productPort = Number(arg('product-port', process.env.PRISM_PRODUCT_PORT ?? 4011));
const frontPort = Number(arg('port', process.env.PRISM_PORT ?? 4012));
await runPrisms(
  [
    {
      label: `provider mock (${CONTRACTS.provider})`,
      args: ['mock', CONTRACTS.provider, ...dynamic],
      port: providerPort,
    },
    {
      label: `product mock (${CONTRACTS.product})`,
      args: ['mock', CONTRACTS.product, ...dynamic],
      port: productPort,
    },
  ],
  {
    onReady: async () => {
      await pathFront(frontPort, [
        { prefix: '/v0', port: providerPort },
        { prefix: '/api/v1', port: productPort },
      ]);
      console.log(`\nboth, as the app calls them: http://127.0.0.1:${frontPort}/v0/ and /api/v1/`);
    },
  },
);
