/** @jest-environment node */
/**
 * scripts/vite-precompile-messages.mjs: the build's messages are the AST react-intl would parse at
 * run time, broken messages stop the build, and only `vite build` drops the parser.
 */
import { execFileSync } from 'node:child_process';
import { SourceMap } from 'node:module';
import type { SourceMapPayload } from 'node:module';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import * as noParser from '@formatjs/icu-messageformat-parser/no-parser.js';
import { IntlMessageFormat } from 'intl-messageformat';
import precompileMessages, {
  NO_PARSER,
  PARSER,
  precompileDefaultMessages,
} from '../../scripts/vite-precompile-messages.mjs';

const root = path.resolve(__dirname, '../..');
const srcDir = path.join(root, 'src');
const localesDir = path.join(root, 'src/app/i18n/locales');

/** The ESTree of `code` from rolldown's parser, the one behind `this.parse` in Vite 8. */
function rolldownParse(code: string): unknown {
  const script = [
    "import { parseAst } from 'rolldown/parseAst';",
    "let code = '';",
    "process.stdin.setEncoding('utf8').on('data', (d) => (code += d));",
    "process.stdin.on('end', () => process.stdout.write(JSON.stringify(parseAst(code))));",
  ].join('\n');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

type Handler = (this: { parse: (code: string) => unknown }, code: string, id: string) => unknown;
interface TestPlugin {
  name: string;
  enforce?: string;
  configResolved?: (config: { root: string }) => void;
  config?: (config: object, env: { command: string }) => unknown;
  transform: { filter: object; handler: Handler };
}

function plugins() {
  const list = precompileMessages({ srcDir, localesDir }) as unknown as TestPlugin[];
  for (const plugin of list) plugin.configResolved?.({ root });
  const locales = list.find((p) => p.enforce === 'pre');
  const source = list.find((p) => p.enforce === undefined);
  if (!locales || !source) throw new Error('expected a pre plugin and a normal one');
  const context = { parse: rolldownParse };
  return {
    source,
    transformSource: (code: string, id: string) =>
      source.transform.handler.call(context, code, id) as { code: string; map: object } | null,
    transformLocale: (json: string, id: string) =>
      locales.transform.handler.call(context, json, id) as { code: string } | null,
  };
}

// A messages module as the normal-order transform sees it: TypeScript already compiled away.
const MESSAGES = {
  plain: 'Sign in',
  template: 'Forgot your password?',
  value: 'A link has been sent to {email}.',
  plural: '{count, plural, one {# user} other {# users}}',
  richText: 'Read the <b>terms</b> and <link>privacy policy</link>.',
  nonAscii: 'Español — “quoted” ’s',
  percent: '{share, number, ::percent} of users are active',
  quotedKey: "It''s {when, select, now {now} other {later}}",
};
const SOURCE = `import { defineMessages } from 'react-intl';
export const messages = defineMessages({
  plain: { id: 'm.plain', defaultMessage: ${JSON.stringify(MESSAGES.plain)} },
  template: {
    id: 'm.template',
    defaultMessage: \`${MESSAGES.template}\`,
  },
  value: { id: 'm.value', defaultMessage: ${JSON.stringify(MESSAGES.value)} },
  plural: {
    id: 'm.plural',
    defaultMessage:
      ${JSON.stringify(MESSAGES.plural)},
  },
  richText: { id: 'm.richText', defaultMessage: '${MESSAGES.richText}' },
  nonAscii: { id: 'm.nonAscii', defaultMessage: ${JSON.stringify(MESSAGES.nonAscii)} },
  percent: { id: 'm.percent', defaultMessage: ${JSON.stringify(MESSAGES.percent)} },
  quotedKey: { id: 'm.quotedKey', 'defaultMessage': ${JSON.stringify(MESSAGES.quotedKey)} },
});
export const after = 'still here';
`;
const MODULE_ID = path.join(srcDir, 'features/demo/messages.ts');

interface EstreeNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** `id` → the AST in `code` (the replaced values are JSON, so they are read back as such). */
function compiledDefaultMessages(code: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as EstreeNode;
    if (n.type === 'ObjectExpression') {
      const props = n.properties as EstreeNode[];
      const byKey = (name: string) =>
        props.find((p) => {
          const key = p.key as { name?: string; value?: string };
          return (key.name ?? key.value) === name;
        })?.value as EstreeNode | undefined;
      const id = byKey('id');
      const message = byKey('defaultMessage');
      if (id && message) {
        found[(id as unknown as { value: string }).value] = JSON.parse(
          code.slice(message.start, message.end),
        );
      }
    }
    Object.values(n).forEach(visit);
  };
  visit(rolldownParse(code));
  return found;
}

describe('defaultMessages in app source', () => {
  const { transformSource } = plugins();
  const result = transformSource(SOURCE, MODULE_ID);

  it('become the AST of parse(), for every kind of message', () => {
    expect(result).not.toBeNull();
    const compiled = compiledDefaultMessages(result!.code);
    expect(Object.keys(compiled).sort()).toEqual(
      Object.keys(MESSAGES)
        .map((key) => `m.${key}`)
        .sort(),
    );
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(compiled[`m.${key}`]).toEqual(parse(text));
    }
    // Tags are parsed (not ignored), as react-intl does by default.
    expect((compiled['m.richText'] as MessageFormatElement[]).some((e) => e.type === 8)).toBe(true);
    expect(result!.code).toContain("export const after = 'still here';");
  });

  it('format exactly as the strings do', () => {
    const compiled = compiledDefaultMessages(result!.code);
    const ast = (key: keyof typeof MESSAGES) => compiled[`m.${key}`] as MessageFormatElement[];
    const both = (key: keyof typeof MESSAGES, values: Record<string, unknown>) => [
      new IntlMessageFormat(ast(key), 'en').format(values as never),
      new IntlMessageFormat(MESSAGES[key], 'en').format(values as never),
    ];
    const [plural, pluralText] = both('plural', { count: 1 });
    expect(plural).toBe('1 user');
    expect(plural).toBe(pluralText);
    expect(both('plural', { count: 3 })).toEqual(['3 users', '3 users']);
    expect(both('value', { email: 'a@b.c' })).toEqual([
      'A link has been sent to a@b.c.',
      'A link has been sent to a@b.c.',
    ]);
    const bold = (chunks: unknown) => `[${String(chunks)}]`;
    const [rich, richText] = both('richText', { b: bold, link: bold });
    expect(rich).toEqual(richText);
    expect(rich).toBe('Read the [terms] and [privacy policy].');
    expect(both('percent', { share: 0.25 })).toEqual([
      '25% of users are active',
      '25% of users are active',
    ]);
  });

  it('keep a source map back to the module', () => {
    const map = new SourceMap(result!.map as SourceMapPayload);
    const generated = result!.code.split('\n');
    const original = SOURCE.split('\n');
    // The line after the messages, and the id just before a replaced message on the same line.
    const afterLine = generated.findIndex((l) => l.startsWith('export const after'));
    expect(map.findEntry(afterLine, 0)).toMatchObject({
      originalLine: original.findIndex((l) => l.startsWith('export const after')),
      originalColumn: 0,
    });
    // A replaced message maps to the literal it replaces, and the code after it to where it was.
    const valueLine = generated.findIndex((l) => l.includes("'m.value'"));
    const line = generated[valueLine]!;
    const originalLine = original.findIndex((l) => l.includes("'m.value'"));
    const literal = JSON.stringify(MESSAGES.value);
    const literalAt = original[originalLine]!.indexOf(literal);
    const replacementAt = line.indexOf('[{');
    expect(map.findEntry(valueLine, replacementAt)).toMatchObject({
      generatedColumn: replacementAt,
      originalLine,
      originalColumn: literalAt,
    });
    // Tokens keep their own positions (the map is chained with the TypeScript compilation's).
    expect(map.findEntry(valueLine, line.indexOf("'m.value'"))).toMatchObject({
      generatedColumn: line.indexOf("'m.value'"),
      originalLine,
      originalColumn: original[originalLine]!.indexOf("'m.value'"),
    });
    const afterReplacement = line.lastIndexOf(' }');
    expect(map.findEntry(valueLine, afterReplacement)).toMatchObject({
      generatedColumn: afterReplacement,
      originalLine,
      originalColumn: literalAt + literal.length,
    });
  });

  it('leave modules outside src/ and modules without messages alone', () => {
    expect(transformSource(SOURCE, path.join(root, 'node_modules/x/index.js'))).toBeNull();
    expect(transformSource("export const defaultMessage = 'x';", MODULE_ID)).toBeNull();
  });

  it('stop the build on a message that does not parse, naming the file and id', () => {
    const broken = `export const m = { id: 'm.broken', defaultMessage: 'Hello {name' };`;
    expect(() => transformSource(broken, MODULE_ID)).toThrow(
      /precompile-messages: src\/features\/demo\/messages\.ts: defaultMessage \(id "m\.broken"\) is not a valid ICU message: EXPECT_ARGUMENT_CLOSING_BRACE .*"Hello \{name"/,
    );
    const missingOther = `export const m = { id: 'm.p', defaultMessage: '{n, plural, one {#}}' };`;
    expect(() => transformSource(missingOther, MODULE_ID)).toThrow(/MISSING_OTHER_CLAUSE/);
  });

  it('stop the build on a defaultMessage that is not a literal string', () => {
    const dynamic = 'const text = "x"; export const m = { id: "m.d", defaultMessage: text };';
    expect(() => transformSource(dynamic, MODULE_ID)).toThrow(/must be a string literal/);
    const withExpression = 'const n = 1; export const m = { id: "m.t", defaultMessage: `${n}` };';
    expect(() => transformSource(withExpression, MODULE_ID)).toThrow(/must be a string literal/);
  });

  it('leave a message that is already an AST as it is', () => {
    const code = 'export const m = { id: "m.a", defaultMessage: [{ type: 0, value: "x" }] };';
    expect(precompileDefaultMessages(code, rolldownParse(code), { file: 'm.js' })).toBeUndefined();
  });
});

describe('locale files', () => {
  const { transformLocale } = plugins();
  const es = {
    'm.plain': 'Iniciar sesión',
    'm.value': 'Se ha enviado un enlace a {email}.',
    'm.plural': '{count, plural, one {# usuario} other {# usuarios}}',
    'm.richText': 'Lee los <b>términos</b>.',
  };

  it('become { id: AST } JSON, parsed for their language', () => {
    const result = transformLocale(JSON.stringify(es), path.join(localesDir, 'es.json'));
    const compiled = JSON.parse(result!.code) as Record<string, unknown>;
    expect(Object.keys(compiled)).toEqual(Object.keys(es));
    for (const [id, text] of Object.entries(es)) expect(compiled[id]).toEqual(parse(text));
    expect(
      new IntlMessageFormat(compiled['m.plural'] as MessageFormatElement[], 'es').format({
        count: 2,
      }),
    ).toBe('2 usuarios');
  });

  it('stop the build on a translation that does not parse', () => {
    const json = JSON.stringify({ ...es, 'm.value': 'Enviado a {email.' });
    expect(() => transformLocale(json, path.join(localesDir, 'es.json'))).toThrow(
      /precompile-messages: src\/app\/i18n\/locales\/es\.json: message "m\.value" is not a valid ICU message/,
    );
  });

  it('leave other JSON alone', () => {
    expect(transformLocale('{"a":"{"}', path.join(root, 'src/app/data.json'))).toBeNull();
    expect(transformLocale('{"a":"{"}', path.join(localesDir, 'es.json?url'))).toBeNull();
  });
});

describe('the parser alias', () => {
  const source = plugins().source;

  it('is set for `vite build` only', () => {
    expect(source.config?.({}, { command: 'serve' })).toBeUndefined();
    const config = source.config?.({}, { command: 'build' }) as {
      resolve: { alias: Array<{ find: RegExp; replacement: string }> };
    };
    const [alias] = config.resolve.alias;
    expect(alias!.replacement).toBe(NO_PARSER);
    expect(alias!.find.test(PARSER)).toBe(true);
    expect(alias!.find.test(NO_PARSER)).toBe(false);
  });

  it('points at an export of the package that has no parser', () => {
    expect(NO_PARSER).toBe(`${PARSER}/no-parser.js`);
    expect(noParser.TYPE).toBeDefined();
    expect(() => noParser.parse()).toThrow(/without parser/);
  });
});
