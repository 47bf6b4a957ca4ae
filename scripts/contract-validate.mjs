// npm run contract:validate -- --target <url> [--provider-target <url>] [--product-target <url>]
//   [--provider-port 4020] [--product-port 4021]
// Puts a Prism validation proxy with --errors in front of a real backend: the provider API is
// expected under <target>/v0 and the product API under <target>/api/v1 (override either). Point
// clients at the proxy ports; every request or response that breaks the contract fails loudly
// (Prism answers 500 with the violations, and logs them).
import { CONTRACTS, arg, runPrisms } from './prism.mjs';

const target = arg('target', undefined);
const providerTarget = arg('provider-target', target && `${target.replace(/\/+$/, '')}/v0`);
const productTarget = arg('product-target', target && `${target.replace(/\/+$/, '')}/api/v1`);
if (!providerTarget && !productTarget) {
  console.error(
    'Usage: npm run contract:validate -- --target <url> (or --provider-target / --product-target)',
  );
  process.exit(2);
}
const processes = [];
if (providerTarget) {
  processes.push({
    label: `provider proxy → ${providerTarget}`,
    args: ['proxy', CONTRACTS.provider, providerTarget, '--errors'],
    port: Number(arg('provider-port', 4020)),
  });
}
if (productTarget) {
  processes.push({
    label: `product proxy → ${productTarget}`,
    args: ['proxy', CONTRACTS.product, productTarget, '--errors'],
    port: Number(arg('product-port', 4021)),
  });
}
await runPrisms(processes);
