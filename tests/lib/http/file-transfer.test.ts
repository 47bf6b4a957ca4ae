/**
 * The upload transport (src/lib/http/file-transfer.ts) against a real HTTP server: the body goes
 * out whole, the share sent is told as it goes, a moved byte is reported to the client's timeout,
 * and the answer comes back as a standard Response.
 */
import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { uploadTransport } from '@/lib/http/file-transfer';
import type { TransferHooks } from '@/lib/http/request';

let server: Server;
let base: string;
let received = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    received = 0;
    request.on('data', (chunk: Buffer) => (received += chunk.length));
    request.on('end', () => {
      response.writeHead(201, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'x-received',
        'x-received': String(received),
      });
      response.end(JSON.stringify({ received }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('uploadTransport', () => {
  it('sends the whole body, tells its progress up to 1, and answers with a Response', async () => {
    const shares: Array<number | undefined> = [];
    let moved = 0;
    const body = new Uint8Array(3 * 1024 * 1024).fill(7);
    const init: RequestInit & TransferHooks = {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
      moving: () => (moved += 1),
    };
    const response = await uploadTransport((share) => shares.push(share))(`${base}/up`, init);
    expect(response.status).toBe(201);
    // (The body is jsdom's Blob, which Node's Response cannot read: the server's count is also in
    // a header.)
    expect(response.headers.get('x-received')).toBe(String(body.length));
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((share) => share === undefined || (share >= 0 && share <= 1))).toBe(true);
    expect(moved).toBeGreaterThan(0);
  });
});
