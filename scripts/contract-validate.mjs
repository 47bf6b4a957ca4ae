// npm run contract:validate -- --target <url> [--provider-target <url>] [--product-target <url>]
//   [--provider-port 4020] [--product-port 4021]
// Puts a Prism validation proxy with --errors in front of a real backend: the provider API is
// expected under <target>/v0 and the product API under <target>/api/v1 (override either). Point
// clients at the proxy ports; every request or response that breaks the contract fails loudly
// (Prism answers 500 with the violations, and logs them). What Prism only warns about (a status
// the operation does not declare, say: it lets the answer through with an `sl-violations`
// header) fails the same way: a small front on each port turns any such answer into the 500.
import http from 'node:http';
import net from 'node:net';
import { CONTRACTS, arg, runPrisms } from './prism.mjs';

/** A free local port for Prism itself, behind the front. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Forwards to Prism on `target`; an answer Prism found any violation in becomes a 500. */
function strictFront(port, target, label) {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const raw = answer.headers['sl-violations'];
          const violations = raw ? JSON.parse(String(raw)) : [];
          if (violations.length > 0) {
            console.error(`${label}: ${request.method} ${request.url}: ${raw}`);
            response.writeHead(500, { 'content-type': 'application/problem+json' });
            response.end(
              JSON.stringify({
                type: 'https://stoplight.io/prism/errors#VIOLATIONS',
                title: 'Request/Response not valid',
                status: 500,
                detail: 'The answer breaks the contract (Prism would only have warned).',
                validation: violations,
              }),
            );
            return;
          }
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(Buffer.concat(chunks));
        });
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

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
    port: await freePort(),
    front: Number(arg('provider-port', 4020)),
  });
}
if (productTarget) {
  processes.push({
    label: `product proxy → ${productTarget}`,
    args: ['proxy', CONTRACTS.product, productTarget, '--errors'],
    port: await freePort(),
    front: Number(arg('product-port', 4021)),
  });
}
// The fronts open once Prism listens: a client that waits for the port finds it ready.
await runPrisms(processes, {
  onReady: async () => {
    for (const { port, front, label } of processes) {
      await strictFront(front, port, label);
      console.log(`\n${label}, failing on warnings too: http://127.0.0.1:${front}`);
    }
  },
});
