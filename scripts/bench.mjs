// `npm run bench`: how fast /sign-in is, measured on the production build.
//
// 1. Builds the app in production mode without the embedded demo backend, its provider and product
//    API pointing at `npm run mock:server` (http://127.0.0.1:4000 unless --mock-port), into
//    .bench/dist; serves it with the production server (scripts/serve.mjs, whose CSP then allows
//    the mock server's origin); starts the mock server.
// 2. In headless Chromium with the CPU 4× slower (DevTools Emulation.setCPUThrottlingRate), each run
//    in a fresh profile: the JavaScript and CSS /sign-in requests until the network is idle
//    (gzipped here), the time from the navigation's start until the sign-in form's email field is
//    visible and enabled, then the sign-in journey of the demo admin (README, "Demo accounts"): from
//    the form's submit until the address is /profile-select, and the requests made on the way;
//    and, each in a page of its own, a press of Continue on the empty form until its message shows
//    (once the app is live, and as soon as the form can be used, before it has hydrated).
// 3. Lighthouse (its default mobile settings, as the CLI's) on /sign-in, in en-ltr-light and in
//    es-rtl-dark (saved: the look cookie and local storage, seeded over DevTools before each run),
//    alternating the app with its floor: the same prerendered sign-in page with every script and
//    preload taken out (.bench/floor, served by the same production server), the fastest this
//    page can paint. Performance, accessibility and best-practices scores, FCP, LCP, TBT, CLS,
//    Speed Index, each beside the floor's and their ratio, and the long tasks that make the TBT.
// Every figure is the median of --runs runs (5). Prints a table and writes .bench/results.json.
// Before measuring it waits (up to 30 s) for the machine to be quiet, under 25 % of its CPU busy:
// timings taken beside other work read 20–80 % slower. If it never gets quiet it measures anyway,
// and says so loudly, in the table and in results.json (`machine`).
//
//   npm run bench [-- --runs 5] [--skip-build] [--no-lighthouse] [--port 0] [--mock-port 4000]
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SIGN_IN_JS_BUDGET_KB, kb, signInFirstLoad } from './bundle-budget.mjs';
import { SIGN_IN_EMAIL, launchChromium, measureFirstLoad, recordAssets } from './first-load.mjs';
import { bin, findChromium, freePort, root, run, startBackground, waitForPort } from './lib.mjs';
import { waitForQuiet } from './machine-load.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '0' },
    'mock-port': { type: 'string', default: process.env.BENCH_MOCK_PORT ?? '4000' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run bench [-- --runs 5] [--skip-build] [--no-lighthouse] [--port 0] [--mock-port 4000]',
  );
  process.exit(0);
}

const RUNS = Number(values.runs);
const CPU_SLOWDOWN = 4;
const ADMIN = { email: 'admin@demo.test', password: 'Compliance-demo-1' };
const PASSWORD = 'input[name="password"]';
const JOURNEY_END = '/profile-select';
/** What the empty form says of its first field when Continue is pressed (SPEC §5). */
const EMPTY_FORM_MESSAGE = 'Please enter your email or username';
const outDir = path.join(root, '.bench');
const dist = path.join(outDir, 'dist');
const mockPort = Number(values['mock-port']);
const mockOrigin = `http://127.0.0.1:${mockPort}`;
const appEnv = {
  VITE_ENABLE_MOCK: 'false',
  VITE_PROVIDER_BASE_URL: `${mockOrigin}/v0/`,
  VITE_API_BASE_URL: `${mockOrigin}/api/v1`,
};

const banner = (lines) => {
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n${lines.map((l) => `!! ${l}`).join('\n')}\n${bar}\n`);
};
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const median = (numbers) => {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The saved looks Lighthouse measures in: the look cookie and what local storage holds. */
const LOOKS = [
  {
    name: 'en-ltr-light',
    cookie: 'v1.en.ltr.light.default.md',
    locale: 'en',
    direction: 'ltr',
    mode: 'light',
  },
  {
    name: 'es-rtl-dark',
    cookie: 'v1.es.rtl.dark.default.md',
    locale: 'es',
    direction: 'rtl',
    mode: 'dark',
  },
];
const floorDir = path.join(outDir, 'floor');
const LH_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'fcpMs',
  'lcpMs',
  'speedIndexMs',
  'tbtMs',
  'cls',
];

/** Every script (but data blocks) and module preload out: the page as its HTML paints it. */
const withoutScripts = (html) =>
  html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');

/** The floor: the build's prerendered /sign-in pages without their scripts, as a site of its own. */
function buildFloor() {
  rmSync(floorDir, { recursive: true, force: true });
  const { variants } = JSON.parse(
    readFileSync(path.join(dist, 'prerender', 'manifest.json'), 'utf8'),
  );
  for (const variant of variants) {
    const html = readFileSync(path.join(dist, 'prerender', variant, 'sign-in.html'), 'utf8');
    mkdirSync(path.join(floorDir, 'prerender', variant), { recursive: true });
    writeFileSync(path.join(floorDir, 'prerender', variant, 'sign-in.html'), withoutScripts(html));
  }
  writeFileSync(
    path.join(floorDir, 'prerender', 'manifest.json'),
    JSON.stringify({ paths: ['/sign-in'], variants }),
  );
  writeFileSync(
    path.join(floorDir, 'index.html'),
    withoutScripts(readFileSync(path.join(dist, 'index.html'), 'utf8')),
  );
  copyFileSync(path.join(dist, 'favicon.svg'), path.join(floorDir, 'favicon.svg'));
}

if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`bench: --runs must be a positive whole number, not ${values.runs}`);
  process.exit(2);
}
const chromiumPath = findChromium();
if (!chromiumPath) {
  banner([
    'NO CHROMIUM FOUND: the benchmark cannot run.',
    'Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
  ]);
  process.exit(1);
}

/** Whether something already listens on the port (the bench must start its own mock server). */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Lighthouse and chrome-launcher, or why they cannot be used here. */
async function loadLighthouse() {
  if (values['no-lighthouse']) return { reason: 'skipped (--no-lighthouse)' };
  try {
    const require = createRequire(path.join(root, 'package.json'));
    const entry = require.resolve('lighthouse');
    const lighthouse = (await import(entry)).default;
    // chrome-launcher as Lighthouse itself depends on it.
    const chromeLauncher = await import(createRequire(entry).resolve('chrome-launcher'));
    const { version } = require('lighthouse/package.json');
    return { lighthouse, chromeLauncher, version };
  } catch (error) {
    return { reason: `not available (${error.message.split('\n')[0]})` };
  }
}

/**
 * The demo admin signs in from the loaded form, typing as a person does (the app may prepare the
 * next page meanwhile: a person takes seconds, so the form is submitted once the network is idle).
 * Timed in the page from the form's submit until the address is /profile-select, and until that
 * page shows its heading; requests counted from the page's resource timing (every script, style
 * and API call started after the submit).
 */
async function signInJourney(page) {
  const typing = recordAssets(page);
  await page.click(SIGN_IN_EMAIL);
  await page.keyboard.type(ADMIN.email);
  await page.click(PASSWORD);
  await page.keyboard.type(ADMIN.password);
  await typing.settle();
  await page.evaluate(
    ({ end, email }) => {
      performance.setResourceTimingBufferSize(2000);
      const bench = {};
      const at = (test) =>
        new Promise((resolve) => {
          const check = () => (test() ? resolve(performance.now()) : requestAnimationFrame(check));
          check();
          // Same-document navigations are reported at once where the Navigation API exists.
          globalThis.navigation?.addEventListener('currententrychange', () => {
            if (test()) resolve(performance.now());
          });
        });
      bench.arrived = at(() => location.pathname === end);
      bench.shown = at(
        () =>
          location.pathname === end &&
          !document.querySelector(email) &&
          document.querySelector('main h1') !== null,
      );
      document.addEventListener('submit', () => (bench.submitAt = performance.now()), {
        capture: true,
        once: true,
      });
      window.__bench = bench;
    },
    { end: JOURNEY_END, email: SIGN_IN_EMAIL },
  );
  const settled = recordAssets(page);
  await page.press(PASSWORD, 'Enter');
  await page.evaluate(() => window.__bench.shown);
  await settled.settle();
  return page.evaluate(async () => {
    const { submitAt } = window.__bench;
    const arrivedAt = await window.__bench.arrived;
    const shownAt = await window.__bench.shown;
    const started = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= submitAt);
    return {
      journeyMs: arrivedAt - submitAt,
      journeyShownMs: shownAt - submitAt,
      requestsToUrl: started.filter((entry) => entry.startTime <= arrivedAt).length,
      requestsToIdle: started.length,
    };
  });
}

/**
 * A person who presses Continue on the empty form before typing: the time from the press (the
 * click's event time) until the field's message is on screen (the first animation frame that has
 * it), in a page of its own so the journey's loads are untouched. `live`: pressed once the app has
 * started (`#root[data-live]`, src/app/app.tsx); otherwise as soon as the form can be used, which
 * on the prerendered page is before it has hydrated: React replays the press when it has.
 */
async function emptyPress(browser, baseUrl, { live }) {
  const load = await measureFirstLoad(browser, `${baseUrl}/sign-in`, { cpuSlowdown: CPU_SLOWDOWN });
  try {
    if (live) await load.page.locator('#root[data-live]').waitFor({ state: 'attached' });
    await load.page.evaluate((message) => {
      window.__emptyPress = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const check = () =>
              document.body.textContent?.includes(message)
                ? resolve(performance.now() - event.timeStamp)
                : requestAnimationFrame(check);
            check();
          },
          { capture: true, once: true },
        );
      });
    }, EMPTY_FORM_MESSAGE);
    await load.page.getByRole('button', { name: 'Continue' }).click();
    return await load.page.evaluate(() => window.__emptyPress);
  } finally {
    await load.context.close();
  }
}

async function benchRun(browser, baseUrl) {
  await fetch(`${mockOrigin}/__demo/reset`, { method: 'POST' });
  const emptyPressMs = await emptyPress(browser, baseUrl, { live: true });
  const emptyPressEarlyMs = await emptyPress(browser, baseUrl, { live: false });
  const load = await measureFirstLoad(browser, `${baseUrl}/sign-in`, { cpuSlowdown: CPU_SLOWDOWN });
  try {
    const journey = await signInJourney(load.page);
    return {
      emptyPressMs,
      emptyPressEarlyMs,
      jsGzip: load.js.gzip,
      jsRaw: load.js.raw,
      cssGzip: load.css.gzip,
      jsFiles: load.files.filter((f) => f.kind === 'js').length,
      usableMs: load.usableMs,
      ...journey,
      files: load.files,
    };
  } finally {
    await load.context.close();
  }
}

/** Saves a look in the launched Chromium's profile, as the app would have: cookie and storage. */
async function seedLook(port, url, look) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies([{ name: 'look', value: look.cookie, url }]);
    // A blank page of the origin, answered by the browser itself: nothing of the app is loaded
    // or cached before Lighthouse's navigation.
    const page = await context.newPage();
    const seedUrl = new URL('/__bench-seed', url).href;
    await page.route(seedUrl, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>seed</title>',
      }),
    );
    await page.goto(seedUrl);
    await page.evaluate(({ locale, direction, mode }) => {
      localStorage.setItem('locale', JSON.stringify({ currentLang: locale }));
      localStorage.setItem(
        'theme',
        JSON.stringify({ themeSchema: '', direction, mode, panelExpand: false, controlSize: 'md' }),
      );
    }, look);
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser stays for Lighthouse
  }
}

async function lighthouseRun({ lighthouse, chromeLauncher }, url, look) {
  await fetch(`${mockOrigin}/__demo/reset`, { method: 'POST' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await seedLook(chrome.port, url, look);
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      speedIndexMs: metric('speed-index'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      formFactor: lhr.configSettings.formFactor,
      throttling: lhr.configSettings.throttlingMethod,
      warnings: lhr.runWarnings,
      // What the blocking time is made of: the main thread's tasks over 50 ms (simulated), by script.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
        url: task.url,
        startMs: Math.round(task.startTime),
        durationMs: Math.round(task.duration),
      })),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's figures of the app beside its floor's, per look. */
function printFloorTable(lh) {
  const format = {
    performance: (v) => String(v),
    accessibility: (v) => String(v),
    bestPractices: (v) => String(v),
    fcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
    lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
    speedIndexMs: (v) => `${(v / 1000).toFixed(2)} s`,
    tbtMs: (v) => `${Math.round(v)} ms`,
    cls: (v) => v.toFixed(3),
  };
  const label = {
    performance: 'Performance',
    accessibility: 'Accessibility',
    bestPractices: 'Best practices',
    fcpMs: 'FCP',
    lcpMs: 'LCP',
    speedIndexMs: 'Speed Index',
    tbtMs: 'TBT',
    cls: 'CLS',
  };
  for (const [look, { app, floor }] of Object.entries(lh.median)) {
    console.log(`\nLighthouse /sign-in, ${look}: app | floor (no JavaScript) | app ÷ floor`);
    for (const key of LH_KEYS) {
      const ratio = floor[key] > 0 ? `${(app[key] / floor[key]).toFixed(2)}×` : '-';
      console.log(
        `  ${label[key].padEnd(15)} ${format[key](app[key]).padStart(8)} | ${format[key](floor[key]).padStart(8)} | ${ratio}`,
      );
    }
  }
}

function printTable(results) {
  const { runs, median: m, staticCheck, lighthouse: lh } = results;
  const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
  const rows = [
    [
      'First-load JS (gzip)',
      `${fmtKb(m.jsGzip)} in ${m.jsFiles} files (budget ${SIGN_IN_JS_BUDGET_KB} KB)`,
    ],
    ['First-load CSS (gzip)', fmtKb(m.cssGzip)],
    ['Time to usable form', `${Math.round(m.usableMs)} ms`],
    ['Empty form pressed: message shown', `${Math.round(m.emptyPressMs)} ms after the press`],
    [
      '  … pressed before hydration',
      `${Math.round(m.emptyPressEarlyMs)} ms after the press (React replays it once hydrated)`,
    ],
    [
      `Sign-in journey to ${JOURNEY_END}`,
      `${Math.round(m.journeyMs)} ms, ${plural(m.requestsToUrl, 'request')}`,
    ],
    [
      `  … until that page shows`,
      `${Math.round(m.journeyShownMs)} ms, ${plural(m.requestsToIdle, 'request')} until the network is idle`,
    ],
  ];
  if (!lh.runs) rows.push(['Lighthouse', lh.reason]);
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `\n/sign-in, production build, headless Chromium ${results.chromium}, CPU ${CPU_SLOWDOWN}× slower, ` +
      `median of ${runs.length} runs`,
  );
  if (lh.runs)
    console.log(`Lighthouse ${lh.version}, ${lh.settings}, median of ${lh.runs.length} runs`);
  const { machine } = results;
  console.log(
    `Machine: ${plural(machine.cores, 'core')}, ${machine.busyPercent} % busy before the runs` +
      (machine.quiet ? '' : ' (BUSY: timings read slower)'),
  );
  console.log('-'.repeat(width + 40));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  console.log('-'.repeat(width + 40));
  if (lh.runs) printFloorTable(lh);
  const same = staticCheck.jsGzip === m.jsGzip;
  console.log(
    `Static check of the build (scripts/bundle-budget.mjs): ${fmtKb(staticCheck.jsGzip)} ` +
      (same ? '(the same files Chromium loaded).' : '(DIFFERENT from what Chromium loaded).'),
  );
}

async function main() {
  if (!values['skip-build']) {
    rmSync(dist, { recursive: true, force: true });
    console.log(
      `Building the production app into ${path.relative(root, dist)} (API: ${mockOrigin}) …`,
    );
    const status = run(
      bin('vite'),
      ['build', '--mode', 'production', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      { env: { ...process.env, ...appEnv } },
    );
    if (status !== 0) process.exit(status);
  }
  mkdirSync(outDir, { recursive: true });
  const staticLoad = signInFirstLoad(dist);

  if (await listening(mockPort)) {
    console.error(
      `bench: port ${mockPort} is taken; stop what listens there or pass --mock-port (the build is made for it).`,
    );
    process.exit(1);
  }
  const lighthouse = await loadLighthouse();
  const appPort = Number(values.port) || (await freePort());
  const baseUrl = `http://127.0.0.1:${appPort}`;
  const mock = startBackground(bin('tsx'), ['mocks/server.ts'], {
    label: 'mock server',
    env: { MOCK_PORT: String(mockPort) },
  });
  if (!values['skip-build']) {
    // The entry pages prerendered with the tenant's factors as the mock server answers them.
    await waitForPort(mockPort, { process: mock });
    const status = run('node', ['scripts/prerender.mjs', '--dist', dist], {
      env: { ...process.env, ...appEnv },
    });
    if (status !== 0) {
      mock.stop();
      process.exit(status);
    }
  }
  const server = startBackground(
    'node',
    ['scripts/serve.mjs', '--dir', dist, '--port', String(appPort)],
    {
      label: 'production server',
      env: appEnv,
    },
  );
  buildFloor();
  const floorPort = await freePort();
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  const floor = startBackground(
    'node',
    ['scripts/serve.mjs', '--dir', floorDir, '--port', String(floorPort)],
    { label: 'floor server', env: appEnv },
  );
  let browser;
  try {
    await Promise.all([
      waitForPort(mockPort, { process: mock }),
      waitForPort(appPort, { process: server }),
      waitForPort(floorPort, { process: floor }),
    ]);
    browser = await launchChromium(chromiumPath);
    process.stdout.write('Waiting for a quiet machine … ');
    const load = await waitForQuiet();
    const machine = {
      cores: os.availableParallelism(),
      busyPercent: Math.round(load.busy * 100),
      quiet: load.quiet,
    };
    console.log(`${machine.busyPercent} % of ${plural(machine.cores, 'core')} busy.`);
    const runs = [];
    for (let i = 1; i <= RUNS; i += 1) {
      const result = await benchRun(browser, baseUrl);
      runs.push(result);
      console.log(
        `run ${i}/${RUNS}: JS ${kb(result.jsGzip).toFixed(1)} KB gzip, usable ${Math.round(result.usableMs)} ms, ` +
          `empty press ${Math.round(result.emptyPressMs)} ms (early ${Math.round(result.emptyPressEarlyMs)}), ` +
          `journey ${Math.round(result.journeyMs)} ms / ${result.requestsToUrl} requests, ` +
          `page shown ${Math.round(result.journeyShownMs)} ms`,
      );
    }
    const chromiumVersion = browser.version();
    await browser.close();
    browser = undefined;

    const lh = { reason: lighthouse.reason };
    if (lighthouse.lighthouse) {
      lh.version = lighthouse.version;
      lh.runs = [];
      // App and floor alternate, run after run, so that both see the machine as it is.
      for (let i = 1; i <= RUNS; i += 1) {
        for (const look of LOOKS) {
          for (const [target, url] of [
            ['app', `${baseUrl}/sign-in`],
            ['floor', `${floorUrl}/sign-in`],
          ]) {
            const result = await lighthouseRun(lighthouse, url, look);
            lh.runs.push({ look: look.name, target, ...result });
            console.log(
              `lighthouse ${i}/${RUNS} ${look.name} ${target}: performance ${result.performance}, ` +
                `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`,
            );
          }
        }
      }
      lh.settings = `${lh.runs[0].formFactor}, ${lh.runs[0].throttling} throttling`;
      lh.median = Object.fromEntries(
        LOOKS.map((look) => [
          look.name,
          Object.fromEntries(
            ['app', 'floor'].map((target) => {
              const runsOf = lh.runs.filter((r) => r.look === look.name && r.target === target);
              return [
                target,
                Object.fromEntries(LH_KEYS.map((key) => [key, median(runsOf.map((r) => r[key]))])),
              ];
            }),
          ),
        ]),
      );
    }

    const keys = [
      'jsGzip',
      'jsRaw',
      'cssGzip',
      'jsFiles',
      'usableMs',
      'emptyPressMs',
      'emptyPressEarlyMs',
      'journeyMs',
      'journeyShownMs',
      'requestsToUrl',
      'requestsToIdle',
    ];
    const results = {
      date: new Date().toISOString(),
      chromium: chromiumVersion,
      cpuSlowdown: CPU_SLOWDOWN,
      budgetKb: SIGN_IN_JS_BUDGET_KB,
      kbIs: 1000,
      median: Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])),
      staticCheck: { jsGzip: staticLoad.js.gzip, files: staticLoad.files },
      firstLoadFiles: runs[0].files,
      runs: runs.map((r) => Object.fromEntries(keys.map((key) => [key, r[key]]))),
      lighthouse: lh,
      machine,
    };
    writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    printTable(results);
    if (!machine.quiet) {
      banner([
        `THE MACHINE WAS BUSY: ${machine.busyPercent} % of its CPU in use before the runs.`,
        'Other work slows every timing above; rerun when nothing else runs.',
      ]);
    }
    if (!lh.runs) {
      banner([
        `LIGHTHOUSE DID NOT RUN: ${lh.reason}.`,
        'Install it with `npm install` (it is a devDependency) on a Node it supports.',
      ]);
    }
    console.log(`\nWritten to ${path.relative(root, path.join(outDir, 'results.json'))}`);
  } finally {
    await browser?.close();
    server.stop();
    floor.stop();
    mock.stop();
  }
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exit(1);
});
