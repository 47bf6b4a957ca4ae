/** @jest-environment node */
/**
 * `npm run serve` (scripts/serve.mjs): the headers it sends (scripts/security-headers.mjs) and how
 * it maps request paths to files (scripts/serve-app.mjs), then the server itself over HTTP.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type * as Zlib from 'node:zlib';
import { brotliCompress, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import {
  HOSTED_PROVIDER_BASE_URL,
  HSTS,
  IMMUTABLE,
  PERMISSIONS_POLICY,
  RESOURCE_CSP,
  connectSources,
  contentSecurityPolicy,
  isHttps,
  originOf,
  readServeConfig,
  responseHeaders,
} from '../../scripts/security-headers.mjs';
import {
  acceptsGzip,
  createAppServer,
  pickEncoding,
  resolveRequest,
} from '../../scripts/serve-app.mjs';

// Counts the server's Brotli compressions (each file must be compressed once per process).
jest.mock('node:zlib', () => {
  const actual = jest.requireActual<typeof Zlib>('node:zlib');
  return { ...actual, brotliCompress: jest.fn(actual.brotliCompress) };
});
const brotliCalls = brotliCompress as unknown as jest.Mock;

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the Content-Security-Policy', () => {
  const hosted = readServeConfig({});

  it('defaults to the hosted provider and a same-origin product API', () => {
    expect(hosted).toEqual({
      providerBaseUrl: HOSTED_PROVIDER_BASE_URL,
      apiBaseUrl: '/api/v1',
      integrations: { script: [], connect: [], frame: [] },
    });
    expect(readServeConfig({ VITE_ENABLE_MOCK: 'true' }).providerBaseUrl).toBe('/v0/');
    expect(
      readServeConfig({
        VITE_PROVIDER_BASE_URL: ' https://auth.example.com/v0/ ',
        VITE_API_BASE_URL: 'https://api.example.com/api/v1',
      }),
    ).toMatchObject({
      providerBaseUrl: 'https://auth.example.com/v0/',
      apiBaseUrl: 'https://api.example.com/api/v1',
    });
  });

  it('opens only for the third parties that are switched on', () => {
    const policy = contentSecurityPolicy(
      readServeConfig({
        VITE_CHAT_APP_ID: 'app42',
        VITE_CHAT_REGION: 'eu',
        VITE_BUG_REPORT_SCRIPT_URL: 'https://bugs.example.com/sidebar.js',
        VITE_MAPS_API_KEY: 'key',
      }),
    );
    const d = directives(policy);
    expect(d['script-src']).toEqual([
      "'self'",
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
      'https://bugs.example.com',
      'https://maps.googleapis.com',
    ]);
    expect(d['connect-src']).toEqual(
      expect.arrayContaining(['https://api-iam.eu.intercom.io', 'https://bugs.example.com']),
    );
    expect(d['frame-src']).toEqual(['https://intercom-sheets.com']);
    expect(policy).not.toMatch(/unsafe-(eval|inline)[^;]*;\s*style/);
    // An http bug-reporter address is not trusted with scripts.
    expect(
      directives(
        contentSecurityPolicy(
          readServeConfig({ VITE_BUG_REPORT_SCRIPT_URL: 'http://bugs.example.com/a.js' }),
        ),
      )['script-src'],
    ).toEqual(["'self'"]);
  });

  it('is the strict policy: scripts from the app only, no plugins, no <base>, no framing', () => {
    expect(contentSecurityPolicy(hosted)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https:; connect-src 'self' https://api.userfront.com; " +
        "worker-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
        "form-action 'self'",
    );
    const policy = contentSecurityPolicy(hosted);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directives(policy)['script-src']).toEqual(["'self'"]);
  });

  it('lets the page connect to its own origin and to the configured provider and API only', () => {
    expect(connectSources({ providerBaseUrl: '/v0/', apiBaseUrl: '/api/v1' })).toEqual(["'self'"]);
    expect(
      connectSources({
        providerBaseUrl: 'https://auth.example.com/v0/',
        apiBaseUrl: 'https://api.example.com:8443/api/v1?x=1',
      }),
    ).toEqual(["'self'", 'https://auth.example.com', 'https://api.example.com:8443']);
    // One origin for both is listed once.
    expect(
      connectSources({
        providerBaseUrl: 'http://127.0.0.1:4000/v0/',
        apiBaseUrl: 'http://127.0.0.1:4000/api/v1',
      }),
    ).toEqual(["'self'", 'http://127.0.0.1:4000']);
    expect(originOf('wss://[::1]:9000/socket')).toBe('wss://[::1]:9000');
    expect(originOf('https://bücher.example/v0/')).toBe('https://xn--bcher-kva.example');
  });

  it('never lets configuration add other sources or directives', () => {
    for (const junk of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://files.example.com/',
      "https://evil.example.com; script-src 'unsafe-inline'",
      "https://a.example.com 'unsafe-eval'",
      'https://evil.example.com;sandbox/v0/',
      '//evil.example.com/v0/',
      '',
    ]) {
      expect(originOf(junk)).toBeUndefined();
      const policy = contentSecurityPolicy({ providerBaseUrl: junk, apiBaseUrl: junk });
      expect(directives(policy)['connect-src']).toEqual(["'self'"]);
      expect(directives(policy)['script-src']).toEqual(["'self'"]);
    }
  });
});

describe('the headers of an answer', () => {
  const csp = contentSecurityPolicy(readServeConfig({}));

  it('gives the HTML the policy, no-store, no-referrer, nosniff and no framing', () => {
    expect(responseHeaders({ kind: 'html', urlPath: '/reset-password', csp })).toEqual({
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': PERMISSIONS_POLICY,
    });
  });

  it('sends HSTS only for a request that came over https', () => {
    const hsts = (request: Parameters<typeof isHttps>[0]) =>
      responseHeaders({ kind: 'html', urlPath: '/', csp, https: isHttps(request) })[
        'Strict-Transport-Security'
      ];
    expect(hsts({})).toBeUndefined();
    expect(hsts({ forwardedProto: 'http' })).toBeUndefined();
    expect(hsts({ forwardedProto: 'http, https' })).toBeUndefined();
    expect(hsts({ encrypted: true })).toBe(HSTS);
    expect(hsts({ forwardedProto: 'https' })).toBe(HSTS);
    expect(hsts({ forwardedProto: 'HTTPS, http' })).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=31536000/);
  });

  it('caches hashed assets immutably, the favicon for a day, revalidates other files, never stores HTML or errors', () => {
    const cache = (kind: 'html' | 'script' | 'file' | 'error', urlPath: string) =>
      responseHeaders({ kind, urlPath, csp })['Cache-Control'];
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(cache('script', '/assets/index-D2B2X-AP.js')).toBe(IMMUTABLE);
    expect(cache('file', '/assets/logo-1a2b3c.svg')).toBe(IMMUTABLE);
    expect(cache('script', '/mockServiceWorker.js')).toBe('no-cache');
    expect(cache('file', '/favicon.svg')).toBe('public, max-age=86400');
    expect(cache('html', '/assets/whatever')).toBe('no-store');
    expect(cache('html', '/index.html')).toBe('no-store');
    expect(cache('error', '/assets/missing.js')).toBe('no-store');
  });

  it("gives scripts no policy of their own (the demo worker keeps the page's reach) and other files a closed one", () => {
    const script = responseHeaders({ kind: 'script', urlPath: '/mockServiceWorker.js', csp });
    expect(script['Content-Security-Policy']).toBeUndefined();
    expect(script['X-Content-Type-Options']).toBe('nosniff');
    const file = responseHeaders({ kind: 'file', urlPath: '/favicon.svg', csp });
    expect(file['Content-Security-Policy']).toBe(RESOURCE_CSP);
    expect(directives(RESOURCE_CSP)).toMatchObject({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      sandbox: [],
    });
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('picks Brotli over gzip, by q-value, with * standing for both', () => {
    const cases: [string | undefined, 'br' | 'gzip' | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.8', 'br'],
      ['br;q=0.1, gzip', 'gzip'],
      ['BR;Q=0.9, GZIP;Q=0.9', 'br'],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['gzip;q=0.2, *;q=0.7', 'br'],
      ['*;q=0', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['br;q=abc, gzip;q=2', undefined],
      ['identity', undefined],
      ['deflate, zstd', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [header, coding] of cases) {
      expect([header, pickEncoding(header)]).toEqual([header, coding]);
    }
  });
});

/** A minified-looking bundle: varied identifiers, strings and numbers, as a build emits. */
const builtLookingScript = Array.from(
  { length: 300 },
  (_, i) =>
    `function f${i.toString(36)}(e,t){const n=e.map(r=>r*${i}+t).filter(Boolean);` +
    `return n.length>${i % 9}?n.join("${['-', ',', ':', '/'][i % 4]}"):` +
    `{type:"item-${i}",props:{className:"MuiBox-root css-${(i * 2654435761).toString(36).slice(-6)}",` +
    `children:null}}}export const v${i}=f${i.toString(36)}([${i},${i * 3}],${i % 5});`,
).join('');

/** A built app in a temporary directory, next to a file it must never serve. */
let work: string;
let root: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  root = path.join(work, 'dist');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>${' '.repeat(2000)}`,
  );
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), `console.log(1);\n`.repeat(200));
  writeFileSync(path.join(root, 'assets', 'vendor-def456.js'), builtLookingScript);
  // Already compressed: never compressed again, however large.
  writeFileSync(
    path.join(root, 'assets', 'logo-0a1b2c.png'),
    Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)),
    ]),
  );
  writeFileSync(
    path.join(root, 'mockServiceWorker.js'),
    'self.addEventListener("fetch", () => {});',
  );
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, '.env'), 'SECRET=1');
  writeFileSync(path.join(work, 'secret.txt'), 'not for the web');
  symlinkSync(path.join(work, 'secret.txt'), path.join(root, 'linked.txt'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('mapping a request path to a file', () => {
  const index = () => path.join(root, 'index.html');

  it('answers client-side routes with index.html (history fallback)', async () => {
    for (const url of [
      '/',
      '/sign-in',
      '/reset-password?token=t&uuid=u&type=reset',
      '/profiles/user/42',
      '/assets',
      'http://127.0.0.1:4173/sign-up',
    ]) {
      await expect(resolveRequest(root, url)).resolves.toMatchObject({
        status: 200,
        file: index(),
        kind: 'html',
      });
    }
  });

  it('serves existing files with their kind and path', async () => {
    await expect(resolveRequest(root, '/assets/index-abc123.js?v=1')).resolves.toEqual({
      status: 200,
      file: path.join(root, 'assets', 'index-abc123.js'),
      urlPath: '/assets/index-abc123.js',
      kind: 'script',
    });
    await expect(resolveRequest(root, '/favicon.svg')).resolves.toMatchObject({ kind: 'file' });
    await expect(resolveRequest(root, '/index.html')).resolves.toMatchObject({ kind: 'html' });
  });

  it('answers 404, not the app, for a missing file with an extension', async () => {
    for (const url of ['/assets/index-gone.js', '/missing.png', '/sign-in/app.css']) {
      await expect(resolveRequest(root, url)).resolves.toEqual({ status: 404 });
    }
  });

  it('refuses to climb out of the served directory', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
      '/a%00b',
      '/%E0%A4%A',
    ]) {
      await expect(resolveRequest(root, url)).resolves.toEqual({ status: 400 });
    }
  });

  it('does not serve hidden files or follow links out of the directory', async () => {
    await expect(resolveRequest(root, '/.env')).resolves.toEqual({ status: 404 });
    await expect(resolveRequest(root, '/linked.txt')).resolves.toEqual({ status: 404 });
  });
});

describe('the server', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = createAppServer({
      dir: root,
      env: { VITE_PROVIDER_BASE_URL: 'https://auth.example.com/v0/' },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A raw request: the path goes out exactly as written (no `..` clean-up as fetch does). */
  function request(
    urlPath: string,
    { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: urlPath, method, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('serves the app for a route, with the policy built from its configuration', async () => {
    const res = await request('/reset-password?token=t');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(String(res.headers['content-security-policy']))['connect-src']).toEqual([
      "'self'",
      'https://auth.example.com',
    ]);
    expect(res.body.toString()).toMatch(/^<!doctype html>/);
  });

  it('adds HSTS behind a proxy that says the request came over https', async () => {
    const res = await request('/sign-in', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it('gzips when asked, caches hashed assets for good, and revalidates with the ETag', async () => {
    const res = await request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(res.body).toString()).toBe(`console.log(1);\n`.repeat(200));
    const again = await request('/assets/index-abc123.js', {
      headers: { 'if-none-match': res.headers.etag! },
    });
    expect(again.status).toBe(304);
    const worker = await request('/mockServiceWorker.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBeUndefined();
  });

  it('sends Brotli when the browser accepts it, the same file gzip would send', async () => {
    const res = await request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(`console.log(1);\n`.repeat(200));
    // One ETag for every coding; a browser revalidating its Brotli copy gets a 304.
    const gzipped = await request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.etag).toBe(res.headers.etag);
    const again = await request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': res.headers.etag! },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers with the coding the Accept-Encoding header prefers, or none', async () => {
    const file = `console.log(1);\n`.repeat(200);
    const cases: [string | undefined, string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.8', 'br'],
      ['br;q=0.1, gzip', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [acceptEncoding, coding] of cases) {
      const res = await request('/assets/index-abc123.js', {
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect([acceptEncoding, res.headers['content-encoding']]).toEqual([acceptEncoding, coding]);
      expect(res.headers.vary).toBe('Accept-Encoding');
      const body =
        coding === 'br'
          ? brotliDecompressSync(res.body)
          : coding === 'gzip'
            ? gunzipSync(res.body)
            : res.body;
      expect(body.toString()).toBe(file);
    }
  });

  it('compresses the app (every client-side route) once, however many routes ask together', async () => {
    const before = brotliCalls.mock.calls.length;
    const routes = ['/', '/sign-in', '/sign-up', '/profiles/user/42', '/index.html', '/a', '/b'];
    const answers = await Promise.all(
      routes.map((route) => request(route, { headers: { 'accept-encoding': 'br' } })),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-store');
      // The page can be a prerendered variant, chosen by the look and session cookies.
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(brotliDecompressSync(res.body).toString()).toMatch(/^<!doctype html>/);
    }
    await request('/reset-password', { headers: { 'accept-encoding': 'br' } });
    expect(brotliCalls.mock.calls.length - before).toBe(1);
    // At its highest quality, told the size and that the input is text.
    const htmlBytes = brotliDecompressSync(answers[0]!.body).length;
    expect(brotliCalls.mock.calls.at(-1)?.[1]).toEqual({
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: htmlBytes,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    });
  });

  it('never compresses an image, whatever the browser accepts', async () => {
    const res = await request('/assets/logo-0a1b2c.png', {
      headers: { 'accept-encoding': 'br, gzip, *' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.length).toBe(8 + 4096);
  });

  it('answers HEAD with Brotli headers and no body', async () => {
    const get = await request('/assets/vendor-def456.js', { headers: { 'accept-encoding': 'br' } });
    const head = await request('/assets/vendor-def456.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.vary).toBe('Accept-Encoding');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(Number(head.headers['content-length'])).toBe(get.body.length);
    expect(head.body.length).toBe(0);
  });

  it('sends a built bundle smaller in Brotli than in gzip', async () => {
    const br = await request('/assets/vendor-def456.js', { headers: { 'accept-encoding': 'br' } });
    const gz = await request('/assets/vendor-def456.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(brotliDecompressSync(br.body).toString()).toBe(builtLookingScript);
    expect(gunzipSync(gz.body).toString()).toBe(builtLookingScript);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(Buffer.byteLength(builtLookingScript));
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await request('/sign-in', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(2000);
    expect(head.body.length).toBe(0);
    const post = await request('/sign-in', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('refuses traversal and answers 404 for a missing asset, never with the app', async () => {
    const traversal = await request('/../secret.txt');
    expect(traversal.status).toBe(400);
    expect(traversal.body.toString()).not.toMatch(/not for the web/);
    const encoded = await request('/assets/..%2f..%2fsecret.txt');
    expect(encoded.status).toBe(400);
    const missing = await request('/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
