/**
 * The production server's response headers, seen by a real browser (scripts/serve.mjs serves the
 * e2e build): the Content-Security-Policy is there and enforced (an injected inline script does
 * not run, the page cannot be framed by another origin), the HTML is never stored and sends no
 * referrer, hashed assets are cached for good, and the app itself runs with no CSP violation.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, baseUrl, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(90_000);

const e2e = useBrowser({ context: { viewport: { width: 1280, height: 900 } } });
beforeEach(async () => {
  // Every CSP violation the page sees, from before its first script (init scripts are exempt).
  await e2e.context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
});

const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** Waits until `check` holds (polls every 100 ms), or fails after `timeoutMs`. */
async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not true after ${timeoutMs} ms: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectStrictPolicy(policy: string | undefined): void {
  const csp = directives(policy);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['worker-src']).toEqual(["'self'"]);
  expect(csp['connect-src']?.[0]).toBe("'self'");
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
  expect(policy).not.toMatch(/unsafe-eval/);
}

describe('response headers', () => {
  it.each(['/sign-in', '/reset-password?token=t&uuid=u&type=reset'])(
    'the HTML of %s carries the policy, nosniff, no-referrer and no-store',
    async (path) => {
      const { page } = await e2e.newPage();
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status()).toBe(200);
      const headers = await response!.allHeaders();
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expectStrictPolicy(headers['content-security-policy']);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cache-control']).toBe('no-store');
      // Plain http here: no HSTS (a browser ignores it on http anyway).
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('caches the hashed assets immutably, and not the demo service worker', async () => {
    const { page } = await e2e.newPage();
    // Each script's headers, as read when its response came. A script the page loads later
    // (lazily, after the checks below) may answer once the page has closed: its headers are not
    // to be had then, and are not waited for.
    const scripts: Array<Promise<[string, Record<string, string>] | undefined>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      scripts.push(
        response.allHeaders().then(
          (headers): [string, Record<string, string>] => [path, headers],
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);
    const seen = (await Promise.all(scripts)).filter((entry) => entry !== undefined);
    const assets = seen.filter(([path]) => path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    for (const [path, headers] of assets) {
      expect([path, headers['cache-control']]).toEqual([
        path,
        'public, max-age=31536000, immutable',
      ]);
      expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
    const worker = await e2e.context.request.get(`${baseUrl()}/mockServiceWorker.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, and sends HSTS only when a proxy says https', async () => {
    const missing = await e2e.context.request.get(`${baseUrl()}/assets/missing-0000.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/^text\/plain/);
    const proxied = await e2e.context.request.get(`${baseUrl()}/sign-in`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers()['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});

describe('the policy in the browser', () => {
  it('blocks a script injected into the page, and reports it', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);
    expect(await violations(page)).toEqual([]);
    const result = await page.evaluate(async () => {
      const reported = new Promise<SecurityPolicyViolationEvent>((resolve) =>
        document.addEventListener('securitypolicyviolation', resolve, { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      // An inline event handler is inline script too.
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__handler = true;');
      img.src = 'data:,broken';
      document.body.append(img);
      const event = await reported;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const w = window as unknown as Record<string, unknown>;
      return {
        injectedRan: w.__injected === true,
        handlerRan: w.__handler === true,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        disposition: event.disposition,
      };
    });
    expect(result).toEqual({
      injectedRan: false,
      handlerRan: false,
      directive: 'script-src-elem',
      blocked: 'inline',
      disposition: 'enforce',
    });
    expect(await violations(page)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem inline/),
        expect.stringMatching(/^script-src-attr inline/),
      ]),
    );
  });

  it('cannot be framed by a page on another origin', async () => {
    // Another origin (another port): a page with two frames, its own and the app's.
    const other = http.createServer((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (req.url === '/own') {
        res.end('<!doctype html><title>own</title><p id="own">framed fine</p>');
        return;
      }
      res.end(
        `<!doctype html><title>framer</title>
        <iframe id="own" src="/own"></iframe>
        <iframe id="app" src="${baseUrl()}/sign-in"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const { page } = await e2e.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) refused.push(message.text());
      });
      const appResponse = page.waitForResponse((r) => r.url().startsWith(`${baseUrl()}/sign-in`));
      await page.goto(origin);
      // The app's server answered the frame's request, with the header that forbids framing …
      const response = await appResponse;
      expect(directives(response.headers()['content-security-policy'])['frame-ancestors']).toEqual([
        "'none'",
      ]);
      // … the frame of the same origin shows its page (framing as such works) …
      const own = page.frameLocator('#own').locator('#own');
      await own.waitFor();
      expect(await own.textContent()).toBe('framed fine');
      // … and the app's frame was refused: the browser put its error page there, not the app.
      await until(() => refused.length > 0);
      const appFrame = await (await page.$('#app'))!.contentFrame();
      expect(appFrame).not.toBeNull();
      expect(appFrame!.url()).not.toMatch(new RegExp(`^${baseUrl()}`));
      // (Chromium shows its error page, chrome-error://chromewebdata/, in place of the app.)
      expect(appFrame!.url()).toMatch(/^chrome-error:/);
      const app = page.frameLocator('#app');
      expect(await app.locator('#root').count()).toBe(0);
      expect(await app.getByText('Welcome Back!').count()).toBe(0);
      expect(refused[0]).toMatch(/frame-ancestors 'none'.*blocked/s);
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('lets the app run with no violation: sign in with the form, open pages and settings', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto(`${baseUrl()}/sign-in`);
    await waitForDemoBackend(page);
    await page.getByLabel('Email or username', { exact: true }).fill('admin@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/\/profile-select(\?|$)/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(`${baseUrl()}/profiles/users`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('table').waitFor();
    await page
      .getByRole('button', { name: /Open settings/ })
      .first()
      .click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('radio', { name: 'Dark', exact: true }).first().check();
    await panel.getByRole('radio', { name: 'Right to left' }).check();
    await page.keyboard.press('Escape');
    // The styles emotion writes at run time apply (inline styles are allowed for it).
    const styled = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion]')].reduce(
        (rules, style) => rules + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(styled).toBeGreaterThan(100);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
