/** @jest-environment node */
import {
  ClientError,
  HttpError,
  displayMessage,
  httpErrorFromResponse,
  readBody,
  toError,
} from '@/lib/http/errors';

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('error normalisation (SPEC §8)', () => {
  it("keeps the provider's message, status and error type", async () => {
    const response = jsonResponse(400, {
      statusCode: 400,
      message: 'Incorrect email or password',
      error: { type: 'bad_request_error' },
    });
    const error = httpErrorFromResponse(response, await readBody(response));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Incorrect email or password');
    expect(error.status).toBe(400);
    expect(error.type).toBe('bad_request_error');
    expect(displayMessage(error)).toBe('Incorrect email or password');
  });

  it("reads the product API's code as the type and Retry-After in seconds", async () => {
    const response = jsonResponse(
      429,
      { status: 429, code: 'rate_limited', message: 'Too many requests' },
      { 'retry-after': '30' },
    );
    const error = httpErrorFromResponse(response, await readBody(response));
    expect(error.type).toBe('rate_limited');
    expect(error.retryAfter).toBe(30);
  });

  it('has no message to show when the server sent none (an HTML 500 page)', async () => {
    const response = new Response('<html><body>Bad gateway</body></html>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });
    const error = httpErrorFromResponse(response, await readBody(response));
    expect(error.status).toBe(502);
    expect(error.hasServerMessage).toBe(false);
    expect(displayMessage(error)).toBeUndefined();
  });

  it('treats malformed JSON as text and never throws', async () => {
    const response = new Response('{"message": "trunc', {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
    expect(await readBody(response)).toBe('{"message": "trunc');
  });

  it('turns strings into errors whose text is shown', () => {
    const error = toError('Missing token or uuid');
    expect(error).toBeInstanceOf(ClientError);
    expect(displayMessage(error)).toBe('Missing token or uuid');
  });

  it('keeps Error instances and takes a message field from plain objects', () => {
    const original = new TypeError('boom');
    expect(toError(original)).toBe(original);
    expect(toError({ message: 'Problem with request' }).message).toBe('Problem with request');
    expect(toError(42).message).toBe('Unknown error');
  });

  it('shows nothing for programming and network errors (the generic message applies)', () => {
    expect(displayMessage(new TypeError('x is undefined'))).toBeUndefined();
    expect(
      displayMessage(
        new HttpError({ message: 'Network request failed', status: 0, kind: 'network' }),
      ),
    ).toBeUndefined();
  });
});
