// npm run mock:prism [-- --provider-port 4010 --product-port 4011 --dynamic]
// Prism mocks both contracts from their examples (or, with --dynamic, from their schemas).
import { CONTRACTS, arg, runPrisms } from './prism.mjs';

const dynamic = process.argv.includes('--dynamic') ? ['--dynamic'] : [];
await runPrisms([
  {
    label: `provider mock (${CONTRACTS.provider})`,
    args: ['mock', CONTRACTS.provider, ...dynamic],
    port: Number(arg('provider-port', process.env.PRISM_PROVIDER_PORT ?? 4010)),
  },
  {
    label: `product mock (${CONTRACTS.product})`,
    args: ['mock', CONTRACTS.product, ...dynamic],
    port: Number(arg('product-port', process.env.PRISM_PRODUCT_PORT ?? 4011)),
  },
]);
