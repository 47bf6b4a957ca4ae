// The production server's request handling (scripts/serve.mjs listens with it): files of a built
// SPA with history fallback, traversal refused, gzip when accepted, and the security and caching
// headers of scripts/security-headers.mjs.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  contentSecurityPolicy,
  isHttps,
  readServeConfig,
  responseHeaders,
} from './security-headers.mjs';

const gzipAsync = promisify(gzip);

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);
const MIN_GZIP_BYTES = 1024;

const kindOf = (file) => {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.html') return 'html';
  if (ext === '.js' || ext === '.mjs') return 'script';
  return 'file';
};

const isInside = (root, file) => file === root || file.startsWith(root + path.sep);

/**
 * What a request path maps to inside `root` (an absolute, real path):
 * `{status: 200, file, urlPath, kind}` for an existing file, `index.html` (kind 'html') for any
 * other path without a file extension (a client-side route), `{status: 404}` for a missing file
 * with an extension or a hidden file, `{status: 400}` for a path that is undecodable or climbs
 * out with `..`.
 */
export async function resolveRequest(root, rawUrl) {
  let target = rawUrl || '/';
  if (!target.startsWith('/')) {
    try {
      target = new URL(target).pathname; // absolute-form request target
    } catch {
      return { status: 400 };
    }
  }
  let pathname;
  try {
    pathname = decodeURIComponent(target.split(/[?#]/, 1)[0]);
  } catch {
    return { status: 400 };
  }
  if (pathname.includes('\0')) return { status: 400 };
  const segments = pathname.split(/[/\\]/).filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return { status: 400 };
  if (segments.some((s) => s.startsWith('.'))) return { status: 404 };

  const urlPath = `/${segments.join('/')}`;
  const file = path.join(root, ...segments);
  if (!isInside(root, file)) return { status: 400 };
  const info = await stat(file).catch(() => undefined);
  if (info?.isFile()) {
    // A symbolic link may not lead out of the served directory.
    const real = await realpath(file);
    if (!isInside(root, real)) return { status: 404 };
    return { status: 200, file: real, urlPath, kind: kindOf(real) };
  }
  if (path.extname(segments.at(-1) ?? '') !== '') return { status: 404 };
  return { status: 200, file: path.join(root, 'index.html'), urlPath, kind: 'html' };
}

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*`, with a non-zero q). */
export function acceptsGzip(header) {
  if (!header) return false;
  return String(header)
    .split(',')
    .some((part) => {
      const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      if (coding !== 'gzip' && coding !== '*') return false;
      const q = params.find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * The server: GET and HEAD only; answers carry the headers of `responseHeaders` (the CSP built
 * once from `env`). Files are read once per version and kept in memory (a build is small).
 */
export function createAppServer({ dir, env = process.env }) {
  const root = realpathSync(path.resolve(dir));
  const csp = contentSecurityPolicy(readServeConfig(env));
  const cache = new Map();

  async function load(file, info) {
    const version = `${info.size}-${info.mtimeMs}`;
    const hit = cache.get(file);
    if (hit?.version === version) return hit;
    const body = await readFile(file);
    const entry = {
      version,
      body,
      // Weak: the gzipped and the plain answer share it.
      etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      gzipped: undefined,
    };
    cache.set(file, entry);
    return entry;
  }

  function sendError(req, res, status, https, extra = {}) {
    const body = `${http.STATUS_CODES[status] ?? 'Error'}\n`;
    res.writeHead(status, {
      ...responseHeaders({ kind: 'error', urlPath: '', https }),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req, res, https) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(req, res, 405, https, { Allow: 'GET, HEAD' });
      return;
    }
    const resolved = await resolveRequest(root, req.url);
    if (resolved.status !== 200) {
      sendError(req, res, resolved.status, https);
      return;
    }
    const { file, urlPath, kind } = resolved;
    const info = await stat(file);
    const entry = await load(file, info);
    const ext = path.extname(file).toLowerCase();
    const headers = {
      ...responseHeaders({ kind, urlPath, https, csp }),
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    };
    const compressible = COMPRESSIBLE.has(ext) && entry.body.length >= MIN_GZIP_BYTES;
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (kind !== 'html') {
      headers.ETag = entry.etag;
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === entry.etag)) {
        res.writeHead(304, headers).end();
        return;
      }
    }
    let body = entry.body;
    if (compressible && acceptsGzip(req.headers['accept-encoding'])) {
      entry.gzipped ??= await gzipAsync(entry.body);
      body = entry.gzipped;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return http.createServer((req, res) => {
    const https = isHttps({
      encrypted: Boolean(req.socket.encrypted),
      forwardedProto: req.headers['x-forwarded-proto'],
    });
    handle(req, res, https).catch((error) => {
      console.error(`serve: ${req.method} ${req.url}: ${error?.message ?? error}`);
      if (res.headersSent) res.destroy();
      else sendError(req, res, 500, https);
    });
  });
}
