/** @jest-environment node */
/**
 * formatjs's own precompilation: @formatjs/ts-transformer compiles the app's defaultMessages in
 * the build (scripts/vite-formatjs.mjs), `formatjs compile --ast` the catalogues
 * (scripts/i18n-compile.mjs), and `vite build` ships react-intl without its ICU parser.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import type { SourceMapPayload } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import formatjsMessages, {
  NO_PARSER,
  PARSER,
  compileDefaultMessages,
} from '../../scripts/vite-formatjs.mjs';
import { repoRoot } from '@tests/utils/processes';

jest.setTimeout(60_000);

const en = JSON.parse(
  readFileSync(path.join(repoRoot, 'src/lib/i18n/locales/en.json'), 'utf8'),
) as Record<string, string>;
const es = JSON.parse(
  readFileSync(path.join(repoRoot, 'src/lib/i18n/locales/es.json'), 'utf8'),
) as Record<string, string>;

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'vite-formatjs-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs an ES module script in the repository; its exit status and output. */
function runModule(code: string) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}
const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.join(repoRoot, file)).href);

const MESSAGES = {
  plain: 'Sign in',
  template: 'Forgot your password?',
  value: 'A link has been sent to {email}.',
  plural: '{count, plural, one {# user} other {# users}}',
  richText: 'Read the <b>terms</b> and <link>privacy policy</link>.',
  nonAscii: 'Español — “quoted” ’s',
  percent: '{share, number, ::percent} of users are active',
  quoted: "It''s {when, select, now {now} other {later}}",
};
// A messages module as written (TypeScript); defineMessages is recognised by its name.
const SOURCE = `import type { MessageDescriptor } from 'react-intl';
const defineMessages = <T extends Record<string, MessageDescriptor>>(messages: T): T => messages;
export const messages = defineMessages({
  plain: { id: 'm.plain', defaultMessage: ${JSON.stringify(MESSAGES.plain)}, description: 'button' },
  template: { id: 'm.template', defaultMessage: \`${MESSAGES.template}\` },
  value: { id: 'm.value', defaultMessage: ${JSON.stringify(MESSAGES.value)} },
  plural: {
    id: 'm.plural',
    defaultMessage:
      ${JSON.stringify(MESSAGES.plural)},
  },
  richText: { id: 'm.richText', defaultMessage: '${MESSAGES.richText}' },
  nonAscii: { id: 'm.nonAscii', defaultMessage: ${JSON.stringify(MESSAGES.nonAscii)} },
  percent: { id: 'm.percent', defaultMessage: ${JSON.stringify(MESSAGES.percent)} },
  quoted: { id: 'm.quoted', defaultMessage: ${JSON.stringify(MESSAGES.quoted)} },
});
export const after = 'still here';
`;
const FILE = 'src/features/demo/messages.ts';
const compile = (code: string, file = FILE) =>
  compileDefaultMessages(code, { fileName: path.join(repoRoot, file), file });

/** The descriptors the compiled module exports (it has no imports left to resolve). */
function evaluate(code: string): Record<string, { id: string; defaultMessage: unknown }> {
  const body = `${code.replace(/^export /gm, '')}\nreturn messages;`;
  return new Function(body)() as Record<string, { id: string; defaultMessage: unknown }>;
}

describe('defaultMessages: @formatjs/ts-transformer in the build (scripts/vite-formatjs.mjs)', () => {
  const result = compile(SOURCE);

  it('become the AST of parse(), ids kept, descriptions dropped', () => {
    expect(result?.ids.sort()).toEqual(
      Object.keys(MESSAGES)
        .map((key) => `m.${key}`)
        .sort(),
    );
    const messages = evaluate(result!.code);
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(messages[key]).toEqual({ id: `m.${key}`, defaultMessage: parse(text) });
    }
    // Tags are parsed (not ignored), as react-intl does by default.
    const richText = messages.richText!.defaultMessage as MessageFormatElement[];
    expect(richText.some((element) => element.type === 8)).toBe(true);
    expect(result!.code).not.toContain('MessageDescriptor');
  });

  it('format exactly as the strings do', () => {
    const messages = evaluate(result!.code);
    const both = (key: keyof typeof MESSAGES, values: Record<string, unknown>) => [
      new IntlMessageFormat(messages[key]!.defaultMessage as MessageFormatElement[], 'en').format(
        values as never,
      ),
      new IntlMessageFormat(MESSAGES[key], 'en').format(values as never),
    ];
    expect(both('plural', { count: 1 })).toEqual(['1 user', '1 user']);
    expect(both('plural', { count: 3 })).toEqual(['3 users', '3 users']);
    expect(both('percent', { share: 0.25 })).toEqual([
      '25% of users are active',
      '25% of users are active',
    ]);
    const bold = (chunks: unknown) => `[${String(chunks)}]`;
    expect(both('richText', { b: bold, link: bold })).toEqual([
      'Read the [terms] and [privacy policy].',
      'Read the [terms] and [privacy policy].',
    ]);
    expect(both('quoted', { when: 'now' })).toEqual(["It's now", "It's now"]);
  });

  it('compile <FormattedMessage> and formatMessage too, leaving the JSX to Vite', () => {
    const tsx = `import { FormattedMessage, useIntl } from 'react-intl';
export function Hint({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <p title={intl.formatMessage({ id: 'm.title', defaultMessage: 'Hint' })}>
      <FormattedMessage id="m.jsx" defaultMessage="Hello <b>{name}</b>" values={{ name }} />
    </p>
  );
}`;
    const compiled = compile(tsx, 'src/features/demo/hint.tsx');
    expect(compiled?.ids).toEqual(['m.title', 'm.jsx']);
    expect(compiled!.code).toContain('defaultMessage: [{ type: 0, value: "Hint" }]');
    expect(compiled!.code).toContain('defaultMessage={[{ type: 0, value: "Hello " }, { type: 8');
    expect(compiled!.code).toContain('<FormattedMessage id="m.jsx"');
    expect(compiled!.code).not.toContain(': string');
  });

  it('keep a source map back to the module', () => {
    const map = new SourceMap(result!.map as unknown as SourceMapPayload);
    expect(result!.map.sources).toEqual([FILE]);
    const line = (code: string) =>
      code.split('\n').findIndex((l) => l.startsWith('export const after'));
    expect(map.findEntry(line(result!.code), 0)).toMatchObject({
      originalLine: line(SOURCE),
      originalColumn: 0,
    });
  });

  it('compile every message the app declares: exactly the ids of en.json', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
      });
    const ids: string[] = [];
    for (const file of sources(path.join(repoRoot, 'src'))) {
      const code = readFileSync(file, 'utf8');
      if (!code.includes('defaultMessage')) continue;
      ids.push(...(compile(code, path.relative(repoRoot, file))?.ids ?? []));
    }
    expect(ids.sort()).toEqual(Object.keys(en).sort());
  });

  it('stop the build on a message that does not parse, naming the file and id', () => {
    const broken = `const defineMessages = (m: object) => m;
export const m = defineMessages({ a: { id: 'm.broken', defaultMessage: 'Hello {name' } });`;
    expect(() => compile(broken)).toThrow(
      /formatjs-messages: src\/features\/demo\/messages\.ts: defaultMessage of "m\.broken" is not a valid ICU message: EXPECT_ARGUMENT_CLOSING_BRACE in "Hello \{name"/,
    );
    const missingOther = `const defineMessage = (m: object) => m;
export const m = defineMessage({ id: 'm.p', defaultMessage: '{n, plural, one {#}}' });`;
    expect(() => compile(missingOther)).toThrow(/MISSING_OTHER_CLAUSE/);
  });

  it('stop the build on a defaultMessage formatjs cannot compile', () => {
    const dynamic = `const defineMessages = (m: object) => m; const text = 'x';
export const m = defineMessages({ a: { id: 'm.d', defaultMessage: text } });`;
    expect(() => compile(dynamic)).toThrow(/`defaultMessage` must be a string literal/);
    // A descriptor outside defineMessages & co. would reach the no-parser build as a string.
    const loose = `export const m = { id: 'm.loose', defaultMessage: 'Loose' };`;
    expect(() => compile(loose)).toThrow(/a defaultMessage formatjs did not compile \(line 1/);
  });

  it('leave modules outside src/ and modules without messages alone', () => {
    expect(compile("export const defaultMessage = 'x'.length;")).toBeUndefined();
    const plugin = formatjsMessages({ srcDir: path.join(repoRoot, 'src') });
    const { handler } = plugin.transform as unknown as {
      handler: (code: string, id: string) => unknown;
    };
    expect(handler(SOURCE, path.join(repoRoot, 'node_modules/x/messages.ts'))).toBeNull();
    expect(handler(SOURCE, path.join(repoRoot, FILE))).toMatchObject({ code: result!.code });
  });
});

describe('the catalogues: formatjs compile --ast (scripts/i18n-compile.mjs)', () => {
  const compileCatalogue = (file: string) =>
    runModule(`import { compileCatalogue } from ${moduleUrl('scripts/i18n-compile.mjs')};
try { process.stdout.write(compileCatalogue(${JSON.stringify(file)})); }
catch (e) { console.error(e.message); process.exit(1); }`);

  it.each([
    ['en', en],
    ['es', es],
  ])('every message of %s.json compiles, to the AST react-intl parses', (locale, messages) => {
    const { status, out, err } = compileCatalogue(
      path.join(repoRoot, `src/lib/i18n/locales/${locale}.json`),
    );
    expect(err).toBe('');
    expect(status).toBe(0);
    const compiled = JSON.parse(out) as Record<string, unknown>;
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(messages).sort());
    for (const [id, text] of Object.entries(messages))
      expect([id, compiled[id]]).toEqual([id, parse(text, { locale: new Intl.Locale(locale) })]);
  });

  it('the committed src/lib/i18n/compiled/ is what formatjs compiles (npm run i18n:compile)', () => {
    const { status, out } =
      runModule(`import { compiledProblems } from ${moduleUrl('scripts/i18n-compile.mjs')};
console.log(JSON.stringify(compiledProblems()));`);
    expect(status).toBe(0);
    expect(JSON.parse(out)).toEqual([]);
    const compiled = JSON.parse(
      readFileSync(path.join(repoRoot, 'src/lib/i18n/compiled/es.json'), 'utf8'),
    ) as Record<string, MessageFormatElement[]>;
    const id = 'dashboard.totals.activeShare';
    expect(new IntlMessageFormat(compiled[id]!, 'es').format({ share: 0.5 })).toBe(
      new IntlMessageFormat(es[id]!, 'es').format({ share: 0.5 }),
    );
  });

  it('a translation that does not parse fails the compile loudly', () => {
    const file = path.join(tmp, 'es.json');
    writeFileSync(file, JSON.stringify({ 'm.ok': 'Hola', 'm.value': 'Enviado a {email.' }));
    const { status, err } = compileCatalogue(file);
    expect(status).toBe(1);
    expect(err).toMatch(/formatjs compile .*es\.json failed:/);
    expect(err).toMatch(/SyntaxError: \w+ at line 1, column \d+: Enviado a \{email\./);
  });
});

describe('vite build', () => {
  /** A production build of `entry` (module text) into `tmp/dist`; the plugin unless told not to. */
  function viteBuild(entry: string, { plugin = true, srcDir = path.join(repoRoot, 'src') } = {}) {
    const outDir = path.join(tmp, 'dist');
    const result = runModule(`import { build } from 'vite';
import formatjsMessages from ${moduleUrl('scripts/vite-formatjs.mjs')};
const ENTRY = '\\0formatjs-test-entry';
const entry = {
  name: 'entry',
  resolveId: (id) => (id === 'formatjs-test-entry' ? ENTRY : null),
  load: (id) => (id === ENTRY ? ${JSON.stringify(entry)} : null),
};
try {
  await build({
    root: ${JSON.stringify(repoRoot)},
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ${plugin ? `formatjsMessages({ srcDir: ${JSON.stringify(srcDir)} })` : ''}],
    build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true, rolldownOptions: { input: 'formatjs-test-entry' } },
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}`);
    return { ...result, outDir };
  }
  const checkBuild = (dist: string) => {
    const result = spawnSync(process.execPath, ['scripts/check-build.mjs', dist], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    return { status: result.status, out: result.stdout + result.stderr };
  };
  const USES_REACT_INTL = `import { createIntl } from 'react-intl';
const intl = createIntl({ locale: 'en', messages: {} });
console.log(intl.formatMessage({ id: 'a', defaultMessage: [{ type: 0, value: 'Hi' }] }));`;

  it('ships react-intl without the ICU parser, which check-build finds in a build without the plugin', () => {
    const built = viteBuild(USES_REACT_INTL);
    expect(built.err).toBe('');
    expect(checkBuild(built.outDir)).toMatchObject({ status: 0 });

    const unplugged = viteBuild(USES_REACT_INTL, { plugin: false });
    expect(unplugged.status).toBe(0);
    const check = checkBuild(unplugged.outDir);
    expect(check.status).toBe(1);
    expect(check.out).toContain('contains the ICU message parser');
    expect(check.out).toContain('contains the ICU skeleton parser');
  });

  it('stops on an app message that does not parse', () => {
    const messages = path.join(tmp, 'messages.ts');
    writeFileSync(
      messages,
      `const defineMessages = (m: object) => m;
export const m = defineMessages({ a: { id: 'm.broken', defaultMessage: '{count, plural, one {#}}' } });`,
    );
    const built = viteBuild(`import { m } from ${JSON.stringify(messages)}; console.log(m);`, {
      srcDir: tmp,
    });
    expect(built.status).toBe(1);
    expect(built.err).toMatch(
      /defaultMessage of "m\.broken" is not a valid ICU message: MISSING_OTHER_CLAUSE/,
    );
  });

  it('aliases the parser to its no-parser export for `vite build` only', () => {
    const plugin = formatjsMessages();
    const config = plugin.config as unknown as (c: object, env: { command: string }) => unknown;
    expect(config({}, { command: 'serve' })).toBeUndefined();
    const built = config({}, { command: 'build' }) as {
      resolve: { alias: Array<{ find: RegExp; replacement: string }> };
    };
    const [alias] = built.resolve.alias;
    expect(alias!.replacement).toBe(NO_PARSER);
    expect(alias!.find.test(PARSER)).toBe(true);
    expect(alias!.find.test(NO_PARSER)).toBe(false);
  });
});
