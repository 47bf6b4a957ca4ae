/**
 * `npm run mock:server`: the demo backend as a real HTTP server on 127.0.0.1 (MOCK_PORT, default
 * 4000). The provider API is under /v0/, the product API under /api/v1/, the demo controls under
 * /__demo/. Browser clients on other origins are answered with CORS, as the hosted provider does.
 * The provider's browser navigations (social sign-in, SAML) get small pages (navigations.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { DOCUMENT_POLICY, UPLOAD_BODY_LIMIT, megabytes } from './product/document-policy';
import { navigationPage } from './navigations';
import { growProfessionals } from './seed-scale';
import { getDb } from './store';

const PREFIXES = ['/v0/', '/api/v1/', '/__demo/'];
const ALLOWED_HEADERS =
  'authorization, content-type, prefer, x-userfront-source, x-application-id, x-origin';
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Uploads of documents (…/credentials/{id}/documents) may carry a file up to the policy's size. */
const UPLOAD_PATH = /^\/api\/v1\/(professionals\/[^/]+\/credentials\/[^/]+\/documents|files)$/;

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  };
}

function json(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The request body, or 'too large' past `limit`. A body too large is still read to its end
 * (and dropped): answering before that would leave the rest in the connection, where the next
 * request on it (through a proxy, say) would be read from the middle of this one.
 */
async function readBody(
  req: http.IncomingMessage,
  limit: number,
): Promise<Buffer | undefined | 'too large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) return 'too large';
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

export function createMockServer(): http.Server {
  return http.createServer(async (req, res) => {
    const cors = corsHeaders(req.headers.origin);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    // The provider's browser navigations (social sign-in, SAML): pages, not API answers.
    const navigation = await navigationPage(
      req.method ?? 'GET',
      new URL(req.url ?? '/', 'http://x'),
    );
    if (navigation) {
      res.writeHead(navigation.status, navigation.headers);
      res.end(navigation.body);
      return;
    }
    if (!PREFIXES.some((prefix) => path.startsWith(prefix))) {
      json(
        res,
        404,
        { statusCode: 404, message: 'Not found', error: { type: 'not_found_error' } },
        cors,
      );
      return;
    }
    const upload = UPLOAD_PATH.test(path);
    const body =
      req.method === 'GET' || req.method === 'HEAD'
        ? undefined
        : await readBody(req, upload ? UPLOAD_BODY_LIMIT : MAX_BODY_BYTES);
    if (body === 'too large') {
      // The contracts' 413, in the error shape of the API that was called.
      const message = upload
        ? `The file is larger than ${megabytes(DOCUMENT_POLICY.maxBytes)}`
        : 'Request body too large';
      json(
        res,
        413,
        path.startsWith('/api/v1/')
          ? { status: 413, code: 'payload_too_large', message }
          : { statusCode: 413, message, error: { type: 'bad_request_error' } },
        cors,
      );
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    try {
      const response = await getResponse(handlers, request);
      if (!response) {
        json(
          res,
          404,
          { statusCode: 404, message: 'Not found', error: { type: 'not_found_error' } },
          cors,
        );
        return;
      }
      const out: Record<string, string> = { ...cors };
      response.headers.forEach((value, name) => (out[name] = value));
      res.writeHead(response.status, out);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('mock:server: handler failed', error);
      json(
        res,
        500,
        {
          statusCode: 500,
          message: 'An internal server error occurred',
          error: { type: 'server_error' },
        },
        cors,
      );
    }
  });
}

const isMain =
  process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const port = Number(process.env.MOCK_PORT ?? 4000);
  // For measuring: this many professionals (scripts/bench-api.mjs); a reset brings back the seed.
  const professionals = Number(process.env.MOCK_PROFESSIONALS ?? 0);
  if (professionals > 0) growProfessionals(getDb(), professionals);
  const server = createMockServer();
  server.listen(port, '127.0.0.1', () => {
    const { port: actual } = server.address() as AddressInfo;
    console.log(
      `Demo backend on http://127.0.0.1:${actual}: provider /v0/, product /api/v1/, controls /__demo/`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
