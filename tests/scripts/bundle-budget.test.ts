/** @jest-environment node */
/** scripts/bundle-budget.mjs: which built files make /sign-in's first load, and their sizes. */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  SIGN_IN_DYNAMIC_CHUNKS,
  SIGN_IN_JS_BUDGET_KB,
  chunkNamed,
  signInFirstLoad,
  staticClosure,
} from '../../scripts/bundle-budget.mjs';

let dist: string;

function write(file: string, text: string): void {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
  write(
    'index.html',
    '<!doctype html><html><head>' +
      '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-BBBBBBBB.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
  // The entry script (src/boot.ts) starts the app (src/main.tsx, chunk `main`) after the paint.
  write(
    'assets/index-AAAAAAAA.js',
    'import{a as b}from"./vendor-BBBBBBBB.js";const m=()=>import("./main-MMMMMMMM.js");',
  );
  write(
    'assets/main-MMMMMMMM.js',
    'import{a as b}from"./vendor-BBBBBBBB.js";import"./side-effect-DDDDDDDD.js";' +
      'const p=()=>import(`./auth-frame-page-EEEEEEEE.js`),q=()=>import("./users-page-FFFFFFFF.js");',
  );
  write('assets/vendor-BBBBBBBB.js', 'export const a=1;');
  write('assets/side-effect-DDDDDDDD.js', 'console.log(1);');
  write(
    'assets/auth-frame-page-EEEEEEEE.js',
    'import{a}from"./vendor-BBBBBBBB.js";import{f}from"./form-GGGGGGGG.js";export default f;',
  );
  write('assets/form-GGGGGGGG.js', 'export const f=2;');
  write('assets/users-page-FFFFFFFF.js', 'import{q}from"./query-HHHHHHHH.js";');
  write('assets/query-HHHHHHHH.js', 'export const q=3;');
  // A messages chunk such as a language pack: /sign-in in English loads none.
  write('assets/es-JJJJJJJJ.js', 'export default {"a":"b"};');
  write('assets/index-CCCCCCCC.css', 'body{margin:0}');
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the /sign-in first load of a build', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(dist, ['assets/main-MMMMMMMM.js'])].sort()).toEqual([
      'assets/main-MMMMMMMM.js',
      'assets/side-effect-DDDDDDDD.js',
      'assets/vendor-BBBBBBBB.js',
    ]);
  });

  it('is the entry, the app it starts and the sign-in page, with their imports, each once', () => {
    // No messages chunk: English texts are the precompiled defaultMessages inside the code.
    expect(SIGN_IN_DYNAMIC_CHUNKS).toEqual(['main', 'auth-frame-page']);
    const load = signInFirstLoad(dist);
    expect(load.files.map((f) => f.file).sort()).toEqual([
      'assets/auth-frame-page-EEEEEEEE.js',
      'assets/form-GGGGGGGG.js',
      'assets/index-AAAAAAAA.js',
      'assets/index-CCCCCCCC.css',
      'assets/main-MMMMMMMM.js',
      'assets/side-effect-DDDDDDDD.js',
      'assets/vendor-BBBBBBBB.js',
    ]);
    const js = load.files.filter((f) => f.kind === 'js');
    expect(load.js.gzip).toBe(js.reduce((sum, f) => sum + f.gzip, 0));
    const vendor = load.files.find((f) => f.file === 'assets/vendor-BBBBBBBB.js');
    expect(vendor?.gzip).toBe(gzipSync('export const a=1;').length);
    expect(load.css.raw).toBe('body{margin:0}'.length);
  });

  it('says which chunk is missing when the names change', () => {
    expect(() => chunkNamed(dist, 'login-page')).toThrow(/expected one chunk named login-page/);
  });
});

describe('the budget check (npm test)', () => {
  const script = path.resolve('scripts/bundle-budget.mjs');
  const check = (...args: string[]) =>
    spawnSync(process.execPath, [script, dist, ...args], { encoding: 'utf8' });
  /** Random bytes in base64: gzip shrinks them only to ¾, so the page weighs just over `kb` KB. */
  const pageOf = (kb: number) =>
    write(
      'assets/form-GGGGGGGG.js',
      `export const f="${randomBytes(kb * 1000).toString('base64')}";`,
    );

  it('passes within the budget', () => {
    const run = check();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/within budget/);
  });

  it('fails the build over the budget, unless only trying things out (--warn-only)', () => {
    pageOf(SIGN_IN_JS_BUDGET_KB);
    const run = check();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `/sign-in first-load JS \\d+\\.\\d KB gzip \\(budget ${SIGN_IN_JS_BUDGET_KB} KB\\) is over budget`,
      ),
    );
    const trying = check('--warn-only');
    expect(trying.status).toBe(0);
    expect(trying.stderr).toMatch(/OVER BUDGET/);
  });
});
