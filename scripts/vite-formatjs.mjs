// Vite plugin: the app's `defaultMessage`s reach the bundle as ICU syntax trees, compiled by
// formatjs's own transformer (@formatjs/ts-transformer with `ast: true`; formatjs, "Advanced usage":
// pre-parsing messages), so that `vite build` can ship react-intl without its parser.
//
// Why a transform hook and not babel-plugin-formatjs: @vitejs/plugin-react 6 no longer runs Babel,
// and both ways of adding it back (@rolldown/plugin-babel, and babel-plugin-formatjs 12+ with
// Babel 8) need Node 22, while this project supports Node 20.19. The TypeScript transformer needs
// only TypeScript, which the project has.
//
// It runs before Vite's own TypeScript/JSX transform: formatjs recognises `<FormattedMessage>` as
// JSX, not as the `jsx()` call Oxc makes of it. TypeScript strips the types and keeps the JSX for
// Oxc; only modules of `srcDir` that mention `defaultMessage` go through it.
//
// The translated catalogues are compiled by `formatjs compile --ast` (scripts/i18n-compile.mjs).
// Jest does not use Vite: the tests keep string messages and react-intl's parser.
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transform } from '@formatjs/ts-transformer';
import ts from 'typescript';

export const PLUGIN_NAME = 'formatjs-messages';
export const PARSER = '@formatjs/icu-messageformat-parser';
export const NO_PARSER = '@formatjs/icu-messageformat-parser/no-parser.js';

const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
// A message formatjs did not compile (not in defineMessages, defineMessage, formatMessage or
// <FormattedMessage>) would reach react-intl as a string, which the no-parser build cannot format.
// A property `defaultMessage: '…'`, or a JSX attribute `defaultMessage="…"` (TypeScript prints
// attributes without spaces around `=`, which sets them apart from a variable of that name).
const STRING_DEFAULT_MESSAGE = /\bdefaultMessage(?:\s*:\s*|=\{?\s*)["'`]/;

const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.Preserve,
  useDefineForClassFields: true,
  sourceMap: true,
};

/**
 * Throws for a message that does not parse, naming its file and id: formatjs's own error (from the
 * same parser, a moment later) names neither.
 */
function assertParses(file, messages) {
  for (const { id, defaultMessage } of messages) {
    if (defaultMessage === undefined) continue;
    try {
      parse(defaultMessage);
    } catch (error) {
      throw new Error(
        `${PLUGIN_NAME}: ${file}: defaultMessage of ${JSON.stringify(id)} is not a valid ICU ` +
          `message: ${error?.message ?? error} in ${JSON.stringify(defaultMessage)}`,
        { cause: error },
      );
    }
  }
}

/**
 * One module through formatjs's transformer: `{ code, map, ids }` (`ids` of the messages it
 * compiled), or undefined when it declares none. `file` names the module in errors; `fileName`
 * tells TypeScript the language (ts, tsx).
 */
export function compileDefaultMessages(code, { fileName, file = fileName }) {
  const ids = [];
  const output = ts.transpileModule(code, {
    fileName,
    compilerOptions: COMPILER_OPTIONS,
    reportDiagnostics: false,
    transformers: {
      before: [
        transform({
          ast: true,
          // Ids are explicit (scripts/i18n-extract.mjs refuses others); whitespace is normalised as
          // `formatjs extract` does, so the English shipped is en.json's.
          onMsgExtracted(_file, messages) {
            ids.push(...messages.map((message) => message.id));
            assertParses(file, messages);
          },
        }),
      ],
    },
  });
  const compiled = output.outputText.replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '\n');
  const leftover = STRING_DEFAULT_MESSAGE.exec(compiled);
  if (leftover) {
    const line = compiled.slice(0, leftover.index).split('\n').length;
    throw new Error(
      `${PLUGIN_NAME}: ${file}: a defaultMessage formatjs did not compile (line ${line} of ` +
        'the compiled module); declare it with defineMessages, defineMessage, formatMessage or ' +
        '<FormattedMessage>: the build has no message parser.',
    );
  }
  if (ids.length === 0) return undefined;
  const map = JSON.parse(output.sourceMapText);
  map.sources = [file];
  map.sourcesContent = [code];
  return { code: compiled, map, ids };
}

const withSlash = (dir) => (dir.endsWith(path.sep) ? dir : dir + path.sep);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `srcDir` (default `<root>/src`) is the app source whose messages are compiled. `vite build` also
 * resolves `@formatjs/icu-messageformat-parser` to its no-parser export, as formatjs's docs alias
 * it; the dev server keeps the full parser (plain dependency pre-bundling).
 */
export default function formatjsMessages({ srcDir } = {}) {
  let root = process.cwd();
  let sourceRoot = withSlash(path.resolve(root, srcDir ?? 'src'));
  return {
    name: PLUGIN_NAME,
    enforce: 'pre',
    config(_config, { command }) {
      if (command !== 'build') return undefined;
      return {
        resolve: {
          alias: [{ find: new RegExp(`^${escapeRegExp(PARSER)}$`), replacement: NO_PARSER }],
        },
      };
    },
    configResolved(config) {
      root = config.root;
      sourceRoot = withSlash(path.resolve(root, srcDir ?? 'src'));
    },
    transform: {
      filter: {
        id: { include: SOURCE_FILE, exclude: /[?#]|node_modules/ },
        code: 'defaultMessage',
      },
      handler(code, id) {
        if (id.startsWith('\0') || !path.normalize(id).startsWith(sourceRoot)) return null;
        const file = path.relative(root, id).split(path.sep).join('/');
        const result = compileDefaultMessages(code, { fileName: id, file });
        return result ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
