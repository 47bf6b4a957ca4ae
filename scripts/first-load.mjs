// The first load of a page of a built app, measured in headless Chromium (scripts/bench.mjs): every
// script and stylesheet the page requested until the network went idle, each body gzipped here
// with zlib's default level (as scripts/bundle-budget.mjs does), whatever the server sent.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** The flags every headless Chromium here is launched with: the bench's and the browser tests'. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChromium = (executablePath) =>
  chromium.launch({ executablePath, args: CHROMIUM_ARGS });

/** The sign-in form's email field, as a person finds it (by its label). */
export const SIGN_IN_EMAIL = 'input[name="emailOrUsername"]';

const gzipSize = (body) => gzipSync(body).length;
const IDLE_MS = 500;

/**
 * Records the scripts and stylesheets a page requests. `settle()` waits until no request has been
 * open for IDLE_MS, then resolves with their sizes.
 */
export function recordAssets(page) {
  const pending = new Set();
  const bodies = [];
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  page.on('request', (request) => {
    pending.add(request);
    touch();
  });
  const done = (request) => {
    pending.delete(request);
    touch();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    const url = new URL(request.url());
    const kind =
      type === 'script' || /\.m?js$/.test(url.pathname)
        ? 'js'
        : type === 'stylesheet' || url.pathname.endsWith('.css')
          ? 'css'
          : undefined;
    if (!kind) {
      done(request);
      return;
    }
    const body = request
      .response()
      .then((response) => response?.body())
      .then(
        (buffer) =>
          buffer && { kind, path: url.pathname, raw: buffer.length, gzip: gzipSize(buffer) },
        () => undefined,
      )
      .finally(() => done(request));
    bodies.push(body);
  });
  return {
    async settle({ timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (pending.size > 0 || Date.now() - lastActivity < IDLE_MS) {
        if (Date.now() > deadline)
          throw new Error(`The network never went idle: ${pending.size} open`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const files = (await Promise.all(bodies)).filter(Boolean);
      const sum = (kind, key) =>
        files.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);
      return {
        files,
        js: { raw: sum('js', 'raw'), gzip: sum('js', 'gzip') },
        css: { raw: sum('css', 'raw'), gzip: sum('css', 'gzip') },
      };
    },
  };
}

/**
 * Opens `url` in a fresh context (empty cache and storage), waits for the sign-in form's email
 * field to be visible and enabled, then for the network to go idle. `cpuSlowdown` throttles the
 * CPU through the DevTools protocol. Returns the assets and the time to a usable form, from the
 * navigation's start.
 */
export async function measureFirstLoad(browser, url, { cpuSlowdown = 1, locale = 'en-US' } = {}) {
  const context = await browser.newContext({ locale });
  try {
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const assets = recordAssets(page);
    await page.goto(url, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start (the document's time origin).
    const usable = await page.waitForFunction(
      (selector) => {
        const input = document.querySelector(selector);
        const ready =
          input instanceof HTMLInputElement && !input.disabled && input.checkVisibility();
        return ready && performance.now();
      },
      SIGN_IN_EMAIL,
      { timeout: 60_000, polling: 'raf' },
    );
    const usableMs = await usable.jsonValue();
    const loaded = await assets.settle();
    if (errors.length) throw new Error(`The page raised errors: ${errors.join('; ')}`);
    return { ...loaded, usableMs, page, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}
