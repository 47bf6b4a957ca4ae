// The production server's request handling (scripts/serve.mjs listens with it): files of a built
// SPA with history fallback, traversal refused, Brotli or gzip when accepted (each compressed once
// per file and process), and the security and caching headers of scripts/security-headers.mjs.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  contentSecurityPolicy,
  isHttps,
  readServeConfig,
  responseHeaders,
} from './security-headers.mjs';
import { lookOfCookieHeader, variantOf } from '../src/config/page-look.mjs';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

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
const MIN_COMPRESS_BYTES = 1024;

/** The codings the server can send, best first: the tie-break between equal q-values. */
export const ENCODINGS = ['br', 'gzip'];

/**
 * Compresses a body in one coding. Brotli at its highest quality (the result is kept, so the time
 * is spent once per file), told the size and that it is text (every compressible type is).
 */
const COMPRESS = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

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

/**
 * The q-value an Accept-Encoding header gives each coding it names (`*` included), lower-cased. A
 * missing q is 1; one that is not a number in [0, 1] is 0 (refused). A coding named twice keeps its
 * highest q.
 */
function qValues(header) {
  const q = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding === '') continue;
    const param = params.find((p) => /^q\s*=/.test(p));
    let value = 1;
    if (param !== undefined) {
      const raw = param.slice(param.indexOf('=') + 1).trim();
      const n = /^\d+(\.\d*)?$|^\.\d+$/.test(raw) ? Number(raw) : NaN;
      value = n >= 0 && n <= 1 ? n : 0;
    }
    q.set(coding, Math.max(q.get(coding) ?? 0, value));
  }
  return q;
}

/**
 * The coding to answer with for an Accept-Encoding header: the one of `ENCODINGS` the header gives
 * the highest non-zero q (a coding it does not name takes `*`'s q; ties go to the earlier one, `br`
 * before `gzip`), or `undefined` for none of them (the plain body, identity).
 */
export function pickEncoding(header) {
  if (!header) return undefined;
  const q = qValues(header);
  let best;
  let bestQ = 0;
  for (const coding of ENCODINGS) {
    const value = q.get(coding) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  return best;
}

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*`, with a non-zero q). */
export function acceptsGzip(header) {
  if (!header) return false;
  const q = qValues(header);
  return (q.get('gzip') ?? q.get('*') ?? 0) > 0;
}

/** A token cookie of the session (`access.<tenant>`, `id.…`, `refresh.…`, src/features/auth/session). */
const SESSION_COOKIE = /(?:^|;)\s*(?:access|id|refresh)\.[^=;\s]+=/;

/**
 * The prerendered pages of a build (scripts/prerender.mjs): `<dir>/prerender/manifest.json` lists
 * the paths and the looks they were rendered in. Empty for a build without them.
 */
export function readPrerendered(root) {
  const file = path.join(root, 'prerender', 'manifest.json');
  if (!existsSync(file)) return { paths: new Set(), variants: new Set() };
  const { paths, variants } = JSON.parse(readFileSync(file, 'utf8'));
  return { paths: new Set(paths), variants: new Set(variants) };
}

/**
 * The prerendered file for a request of the app's page at `urlPath`, or undefined for the page
 * that renders in the browser (index.html): only for a bare path (a query changes what the page
 * shows: a sign-in link's token, a redirect), without a session cookie (a signed-in visitor sees
 * another page), in the look of the request's look cookie (the app's defaults without one) when
 * the page was prerendered in it.
 */
export function prerenderedFile(prerendered, { urlPath, query, cookie }) {
  if (query !== '' || !prerendered.paths.has(urlPath)) return undefined;
  if (SESSION_COOKIE.test(cookie ?? '')) return undefined;
  const look = lookOfCookieHeader(cookie);
  const variant = look && variantOf(look);
  if (!variant || !prerendered.variants.has(variant)) return undefined;
  return path.join('prerender', variant, `${urlPath.slice(1)}.html`);
}

/**
 * The server: GET and HEAD only (a POST to a prerendered page's path is sent back to it, 303);
 * answers carry the headers of `responseHeaders` (the CSP built once from `env`). Files are read
 * once per version and kept in memory (a build is small). An app page is its prerendered variant
 * when `prerenderedFile` finds one.
 */
export function createAppServer({ dir, env = process.env }) {
  const root = realpathSync(path.resolve(dir));
  const csp = contentSecurityPolicy(readServeConfig(env));
  const cache = new Map();
  const prerendered = readPrerendered(root);

  /**
   * The cached entry of a file's current version: `{body, etag, encoded}`, where `encoded`
   * holds, per coding, the promise of the compressed body. Promises are cached, so requests that
   * arrive together read and compress a file once (index.html, the answer to every client-side
   * route, included: it is one file, one entry).
   */
  function load(file, info) {
    const version = `${info.size}-${info.mtimeMs}`;
    const hit = cache.get(file);
    if (hit?.version === version) return hit.entry;
    const entry = readFile(file).then((body) => ({
      body,
      // Weak: the compressed and the plain answers share it.
      etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      encoded: new Map(),
    }));
    cache.set(file, { version, entry });
    entry.catch(() => {
      if (cache.get(file)?.entry === entry) cache.delete(file);
    });
    return entry;
  }

  /** The body of `entry` compressed with `coding`, computed once. */
  function encode(entry, coding) {
    let pending = entry.encoded.get(coding);
    if (!pending) {
      pending = COMPRESS[coding](entry.body);
      entry.encoded.set(coding, pending);
      pending.catch(() => {
        if (entry.encoded.get(coding) === pending) entry.encoded.delete(coding);
      });
    }
    return pending;
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
    // A prerendered form submitted before its script ran (it posts, so nothing typed lands in
    // the address): back to the page, now live, instead of an error.
    if (req.method === 'POST' && prerendered.paths.has((req.url ?? '').split('?', 1)[0])) {
      req.resume();
      res.writeHead(303, {
        ...responseHeaders({ kind: 'error', urlPath: '', https }),
        Location: req.url,
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(req, res, 405, https, { Allow: 'GET, HEAD' });
      return;
    }
    const resolved = await resolveRequest(root, req.url);
    if (resolved.status !== 200) {
      sendError(req, res, resolved.status, https);
      return;
    }
    const { urlPath, kind } = resolved;
    let { file } = resolved;
    const isAppPage = kind === 'html' && file === path.join(root, 'index.html');
    if (isAppPage) {
      const query = (req.url ?? '').includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      const page = prerenderedFile(prerendered, {
        urlPath,
        query: query === '?' ? '' : query,
        cookie: req.headers.cookie,
      });
      if (page) file = path.join(root, page);
    }
    const info = await stat(file);
    const entry = await load(file, info);
    const ext = path.extname(file).toLowerCase();
    const headers = {
      ...responseHeaders({ kind, urlPath, https, csp }),
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    };
    const compressible = COMPRESSIBLE.has(ext) && entry.body.length >= MIN_COMPRESS_BYTES;
    // The app's pages differ by the look and session cookies (the prerendered variants).
    const vary = [compressible && 'Accept-Encoding', isAppPage && 'Cookie'].filter(Boolean);
    if (vary.length > 0) headers.Vary = vary.join(', ');
    if (kind !== 'html') {
      headers.ETag = entry.etag;
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === entry.etag)) {
        res.writeHead(304, headers).end();
        return;
      }
    }
    let body = entry.body;
    const coding = compressible ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (coding) {
      body = await encode(entry, coding);
      headers['Content-Encoding'] = coding;
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
