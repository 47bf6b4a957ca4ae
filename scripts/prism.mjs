// Shared by mock:prism and contract:validate: run one Prism process per contract until Ctrl-C.
import { bin, startBackground, waitForPort } from './lib.mjs';

export const CONTRACTS = {
  provider: 'openapi/provider-v0.yaml',
  product: 'openapi/product-v1.yaml',
};

export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = process.argv[i + 1];
  if (value === undefined || value.startsWith('--')) {
    console.error(`Missing value for --${name}`);
    process.exit(2);
  }
  return value;
}

/**
 * Starts every [label, args, port] Prism process, prints where they listen, stops all on a signal.
 * `onReady` runs once every process listens.
 */
export async function runPrisms(processes, { onReady } = {}) {
  const started = processes.map(({ label, args, port }) => ({
    port,
    label,
    proc: startBackground(bin('prism'), [...args, '--host', '127.0.0.1', '--port', String(port)], {
      label: `prism ${label}`,
      quiet: false,
    }),
  }));
  const stopAll = () => {
    for (const { proc } of started) proc.stop();
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    stopAll();
    process.exit(143);
  });
  try {
    await Promise.all(started.map(({ port, proc }) => waitForPort(port, { process: proc })));
  } catch (error) {
    console.error(String(error));
    stopAll();
    process.exit(1);
  }
  if (onReady) await onReady();
  for (const { label, port } of started) console.log(`\n${label}: http://127.0.0.1:${port}`);
  console.log('\nPress Ctrl-C to stop.');
  await Promise.race(
    started.map(
      ({ proc, label }) =>
        new Promise((resolve) =>
          proc.child.once('exit', (code) => {
            console.error(`prism ${label} exited (${code}); stopping the others.`);
            resolve();
          }),
        ),
    ),
  );
  stopAll();
  process.exit(1);
}

/**
 * One address for both mocks, where the app calls them: `/v0/…` goes to the provider's Prism and
 * `/api/v1/…` to the product's, each without its prefix (Prism serves a contract's paths bare).
 * `routes`: [{ prefix, port }]. Resolves once listening.
 */
export async function pathFront(port, routes) {
  const http = await import('node:http');
  const server = http.createServer((request, response) => {
    const route = routes.find(({ prefix }) => (request.url ?? '').startsWith(`${prefix}/`));
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end(`Nothing here: use ${routes.map((r) => `${r.prefix}/…`).join(' or ')}`);
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: route.port,
        method: request.method,
        path: (request.url ?? '').slice(route.prefix.length),
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
