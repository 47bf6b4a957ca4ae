// `npm run serve`: the production server for a built app (`npm run build` first), on 127.0.0.1.
//   node scripts/serve.mjs [--dir dist] [--port 4173]        (PORT also sets the port)
// History fallback, security headers (a strict Content-Security-Policy whose connect-src is the
// page's origin plus VITE_PROVIDER_BASE_URL's and VITE_API_BASE_URL's, read from the environment
// now), no-store HTML and immutable hashed assets: see scripts/serve-app.mjs and
// scripts/security-headers.mjs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAppServer } from './serve-app.mjs';
import { contentSecurityPolicy, readServeConfig } from './security-headers.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('Usage: node scripts/serve.mjs [--dir dist] [--port 4173]  (or PORT=4173)');
  process.exit(0);
}
const dir = values.dir;
const port = Number(values.port ?? process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: not a port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve: ${path.join(dir, 'index.html')} not found (run \`npm run build\` first).`);
  process.exit(1);
}

const server = createAppServer({ dir, env: process.env });
server.on('error', (error) => {
  console.error(`serve: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address();
  console.log(`Serving ${dir} on http://127.0.0.1:${actual}`);
  console.log(`Content-Security-Policy: ${contentSecurityPolicy(readServeConfig(process.env))}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
