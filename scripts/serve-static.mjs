// Serves a built SPA on 127.0.0.1 with history fallback: `node scripts/serve-static.mjs --dir dist --port 4173`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function createStaticServer(dir) {
  const root = path.resolve(dir);
  const index = path.join(root, 'index.html');
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method not allowed');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const file = path.join(root, path.normalize(pathname));
    const inside = file === root || file.startsWith(root + path.sep);
    const isFile = inside && existsSync(file) && statSync(file).isFile();
    // Unknown asset paths are a 404; any other path is a client-side route and gets index.html.
    if (!isFile && path.extname(pathname) !== '') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const target = isFile ? file : index;
    const hashed = target.includes(`${path.sep}assets${path.sep}`);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    createReadStream(target).pipe(res);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > -1 ? process.argv[i + 1] : fallback;
  };
  const dir = arg('dir', 'dist');
  const port = Number(arg('port', process.env.PORT ?? 4173));
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`serve-static: ${dir}/index.html not found (build first).`);
    process.exit(1);
  }
  const server = createStaticServer(dir);
  server.listen(port, '127.0.0.1', () => console.log(`Serving ${dir} on http://127.0.0.1:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
