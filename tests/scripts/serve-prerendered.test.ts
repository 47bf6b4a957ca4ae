/**
 * The production server's choice of page for an entry path (issue 16): the prerendered variant of
 * the request's look cookie (the app's defaults without one), or the page that renders in the
 * browser (index.html) when a query, a session cookie, an unreadable look or a look that was not
 * prerendered says the prerendered HTML would not be what the app shows.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_LOOK,
  formatLook,
  lookOfCookieHeader,
  parseLook,
  variantOf,
} from '../../src/config/page-look.mjs';
import { contentSecurityPolicy, readServeConfig } from '../../scripts/security-headers.mjs';
import { createAppServer } from '../../scripts/serve-app.mjs';

const VARIANTS = ['en.ltr.light.default.md', 'es.rtl.dark.green.md'];

let work: string;
let server: http.Server;
let base: string;
beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'serve-prerendered-'));
  writeFileSync(path.join(work, 'index.html'), '<!doctype html><div id="root">shell</div>');
  for (const variant of VARIANTS) {
    mkdirSync(path.join(work, 'prerender', variant), { recursive: true });
    writeFileSync(
      path.join(work, 'prerender', variant, 'sign-in.html'),
      `<!doctype html><div id="root">sign-in ${variant}</div>`,
    );
  }
  writeFileSync(
    path.join(work, 'prerender', 'manifest.json'),
    JSON.stringify({ paths: ['/sign-in'], variants: VARIANTS }),
  );
  server = createAppServer({ dir: work, env: {} });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

async function page(url: string, cookie?: string) {
  const response = await fetch(`${base}${url}`, cookie ? { headers: { cookie } } : {});
  return { text: await response.text(), headers: response.headers };
}

describe('the look cookie', () => {
  it('round-trips every look it is written for', () => {
    const look = {
      locale: 'es',
      direction: 'rtl',
      mode: 'dark',
      schema: 'purple',
      controlSize: 'lg',
    };
    expect(formatLook(look)).toBe('v1.es.rtl.dark.purple.lg');
    expect(parseLook(formatLook(look))).toEqual(look);
    expect(variantOf(look)).toBe('es.rtl.dark.purple.lg');
  });

  it.each([
    '',
    'v2.es.rtl.dark.green.md',
    'v1.es.rtl.dark.green',
    'v1.es.up.dark.green.md',
    'v1.es.rtl.dark.../../etc.md',
    'v1.es.rtl.dark.green.md;admin=1',
    'v1.ES.rtl.dark.green.md',
    '<script>',
  ])('refuses %p', (value) => {
    expect(parseLook(value)).toBeUndefined();
  });

  it('is read from a Cookie header among others; without it, the defaults', () => {
    expect(lookOfCookieHeader('a=1; look=v1.es.rtl.dark.green.md; b=2')).toEqual(
      parseLook('v1.es.rtl.dark.green.md'),
    );
    expect(lookOfCookieHeader('a=1; notlook=v1.es.rtl.dark.green.md')).toEqual(DEFAULT_LOOK);
    expect(lookOfCookieHeader(undefined)).toEqual(DEFAULT_LOOK);
    expect(lookOfCookieHeader('look=junk')).toBeUndefined();
  });
});

describe('the page an entry path gets', () => {
  it('a first visit: the prerendered page in the default look, varying by cookie', async () => {
    const { text, headers } = await page('/sign-in');
    expect(text).toContain('sign-in en.ltr.light.default.md');
    expect(headers.get('vary')).toContain('Cookie');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(readServeConfig({})));
  });

  it('the saved look: its variant (an empty query is no query: the address is the same)', async () => {
    for (const url of ['/sign-in', '/sign-in?']) {
      expect((await page(url, 'theme=x; look=v1.es.rtl.dark.green.md')).text).toContain(
        'sign-in es.rtl.dark.green.md',
      );
    }
  });

  it.each([
    ['a query (a link token, a redirect)', '/sign-in?redirectUrl=%2Fhome', undefined],
    ['a session cookie', '/sign-in', 'refresh.demo1234=abc'],
    ['an access cookie next to the look', '/sign-in', 'look=v1.es.rtl.dark.green.md; access.t1=x'],
    ['a look that was not prerendered (another size)', '/sign-in', 'look=v1.es.rtl.dark.green.lg'],
    ['an unreadable look', '/sign-in', 'look=../../index'],
    ['a path that is not prerendered', '/sign-up', undefined],
  ])('%s: the page that renders in the browser', async (_case, url, cookie) => {
    expect((await page(url, cookie)).text).toContain('<div id="root">shell</div>');
  });
});

it('a prerendered form posted before its script ran: sent back to its page (303), nothing else', async () => {
  const posted = await fetch(`${base}/sign-in`, {
    method: 'POST',
    body: 'emailOrUsername=a&password=secret',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  expect(posted.headers.get('location')).toBe('/sign-in');
  expect(await posted.text()).toBe('');
  const elsewhere = await fetch(`${base}/profiles/users`, { method: 'POST', redirect: 'manual' });
  expect(elsewhere.status).toBe(405);
});
