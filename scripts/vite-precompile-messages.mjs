// Vite plugin: the app's messages reach the browser already parsed, so the build ships react-intl
// without its ICU message parser (formatjs, "Advanced usage": precompile messages to AST and alias
// @formatjs/icu-messageformat-parser to its no-parser build).
//
// - Source under src/ (after Vite has compiled TypeScript and JSX away): every string literal, or
//   template literal without expressions, that is the value of a property named `defaultMessage`
//   becomes the JSON of `parse()` of that text, the AST react-intl would otherwise build at run
//   time. Any other value of a `defaultMessage` property fails the build, as does a message that
//   does not parse.
// - src/app/i18n/locales/<locale>.json: every message becomes its AST, parsed for that locale.
// - `vite build` only: `@formatjs/icu-messageformat-parser` resolves to its `no-parser.js` export,
//   so neither the parser nor @formatjs/icu-skeleton-parser ends up in a chunk. The dev server keeps
//   the full parser (plain dependency pre-bundling), though it gets the same precompiled messages.
//
// Jest does not use Vite: the tests keep string messages and the parser react-intl brings.
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

export const PLUGIN_NAME = 'precompile-messages';
export const PARSER = '@formatjs/icu-messageformat-parser';
export const NO_PARSER = '@formatjs/icu-messageformat-parser/no-parser.js';

const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const SOURCE_ID = /\.[cm]?[jt]sx?(?:$|\?)/;

/**
 * The AST react-intl 12 builds for `message` at run time: intl-messageformat calls
 * `parse(message, { ...opts, locale })` with the resolved `Intl.Locale` of the message's language
 * (the default locale for a `defaultMessage`), where `opts` is only what a call passes explicitly
 * (FormattedMessage's `ignoreTag`, which this app never sets). So tags are parsed and `parse`'s own
 * defaults hold: `requiresOtherClause` and `shouldParseSkeletons` on, no locations.
 */
export function compileMessage(message, locale) {
  const resolved = Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? locale;
  return parse(message, { locale: new Intl.Locale(resolved) });
}

function describeParseError(error, message) {
  const offset = error?.location?.start?.offset;
  const where = typeof offset === 'number' ? ` at character ${offset + 1}` : '';
  return `${error?.message ?? error}${where} in ${JSON.stringify(message)}`;
}

function compileOrThrow(message, locale, what) {
  try {
    return compileMessage(message, locale);
  } catch (error) {
    throw new Error(
      `${PLUGIN_NAME}: ${what} is not a valid ICU message: ${describeParseError(error, message)}`,
      { cause: error },
    );
  }
}

/** Calls `visit` on every ESTree node under `node`, parents first. */
function walk(node, visit) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range') continue;
    const value = node[key];
    if (value !== null && typeof value === 'object') walk(value, visit);
  }
}

function propertyName(property) {
  if (property.computed) return undefined;
  const { key } = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The text of a string literal or of a template literal without expressions, else undefined. */
function staticString(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    const cooked = node.quasis[0]?.value.cooked;
    return typeof cooked === 'string' ? cooked : undefined;
  }
  return undefined;
}

/** The message id beside a `defaultMessage`, for error messages. */
function siblingId(object) {
  const id = object?.properties?.find((p) => p.type === 'Property' && propertyName(p) === 'id');
  const text = id && staticString(id.value);
  return text === undefined ? '' : ` (id ${JSON.stringify(text)})`;
}

const WORD = 0;
const SPACE = 1;
const PUNCTUATION = 2;
const tokenClass = (char) =>
  /[\w$\u0080-\uffff]/.test(char) ? WORD : /\s/.test(char) ? SPACE : PUNCTUATION;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(number) {
  let value = number < 0 ? (-number << 1) | 1 : number << 1;
  let out = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value) digit |= 32;
    out += BASE64[digit];
  } while (value);
  return out;
}

/**
 * Applies non-overlapping `{ start, end, text }` edits (offsets into `code`, single-line `text`)
 * and returns the new code with a source map back to `code`: every line of unchanged code maps to
 * where it was, each replacement maps to the start of what it replaced.
 */
export function applyEdits(code, edits, file) {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const lines = [[]];
  let out = '';
  let genCol = 0;
  let origLine = 0;
  let origCol = 0;
  const mark = () => lines[lines.length - 1].push([genCol, origLine, origCol]);
  /**
   * Copies code[from, to) to the output, marking its start, every line start and every token
   * start in it (where a word, a punctuation mark or a run of spaces begins), so that the map
   * stays precise when Vite chains it with the one of the TypeScript compilation before it.
   */
  const copy = (from, to) => {
    if (from >= to) return;
    for (let i = from; i < to; i++) {
      const char = code[i];
      const kind = tokenClass(char);
      if (
        i === from ||
        code[i - 1] === '\n' ||
        kind === PUNCTUATION ||
        kind !== tokenClass(code[i - 1])
      ) {
        mark();
      }
      if (char === '\n') {
        lines.push([]);
        genCol = 0;
        origLine++;
        origCol = 0;
      } else {
        genCol++;
        origCol++;
      }
    }
    out += code.slice(from, to);
  };
  /** Skips code[from, to) in the original (what an edit replaces). */
  const skip = (from, to) => {
    for (let i = from; i < to; i++) {
      if (code[i] === '\n') {
        origLine++;
        origCol = 0;
      } else {
        origCol++;
      }
    }
  };
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`${PLUGIN_NAME}: overlapping edits in ${file}`);
    copy(at, edit.start);
    mark();
    out += edit.text;
    genCol += edit.text.length;
    skip(edit.start, edit.end);
    at = edit.end;
  }
  copy(at, code.length);

  // Source map v3 segments: generated column, source index, original line and column, each
  // relative to the previous segment (the column only within its line).
  let previousLine = 0;
  let previousColumn = 0;
  const mappings = lines
    .map((segments) => {
      let previousCol = 0;
      return segments
        .map(([col, line, column]) => {
          const segment =
            vlq(col - previousCol) +
            vlq(0) +
            vlq(line - previousLine) +
            vlq(column - previousColumn);
          previousCol = col;
          previousLine = line;
          previousColumn = column;
          return segment;
        })
        .join(',');
    })
    .join(';');
  return { code: out, map: { version: 3, file, sources: [file], names: [], mappings } };
}

/**
 * Replaces the `defaultMessage` strings of a module by their AST. `program` is the module's ESTree
 * (`this.parse(code)` in a plugin), `file` names it in errors. Returns undefined when nothing
 * changes.
 */
export function precompileDefaultMessages(code, program, { file, locale = 'en' }) {
  const edits = [];
  walk(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    for (const property of node.properties) {
      if (property.type !== 'Property' || propertyName(property) !== 'defaultMessage') continue;
      const where = `${file}: defaultMessage${siblingId(node)}`;
      const { value } = property;
      // Already an AST (precompiled by hand): nothing to do.
      if (value.type === 'ArrayExpression') continue;
      const text = property.kind === 'init' ? staticString(value) : undefined;
      if (text === undefined) {
        throw new Error(
          `${PLUGIN_NAME}: ${where} must be a string literal (or a template literal without ` +
            '${…}) so that it can be precompiled; the build has no message parser.',
        );
      }
      const ast = compileOrThrow(text, locale, where);
      edits.push({ start: value.start, end: value.end, text: JSON.stringify(ast) });
    }
  });
  return edits.length ? applyEdits(code, edits, file) : undefined;
}

/** A locale file `{ id: message }` as JSON text with every message as its AST. */
export function precompileLocaleJson(json, { file, locale }) {
  let messages;
  try {
    messages = JSON.parse(json);
  } catch (error) {
    throw new Error(`${PLUGIN_NAME}: ${file} is not valid JSON: ${error.message}`, {
      cause: error,
    });
  }
  if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) {
    throw new Error(`${PLUGIN_NAME}: ${file} must be an object of { "id": "message" }.`);
  }
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (Array.isArray(message)) {
      compiled[id] = message;
    } else if (typeof message === 'string') {
      compiled[id] = compileOrThrow(message, locale, `${file}: message ${JSON.stringify(id)}`);
    } else {
      throw new Error(`${PLUGIN_NAME}: ${file}: message ${JSON.stringify(id)} is not a string.`);
    }
  }
  return JSON.stringify(compiled);
}

const cleanId = (id) => id.replace(/[?#].*$/, '');
const withSlash = (dir) => (dir.endsWith(path.sep) ? dir : dir + path.sep);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The plugins (an array: Vite flattens it). `srcDir` (default `<root>/src`) is the app source
 * whose `defaultMessage`s are compiled, `localesDir` (default `<root>/src/app/i18n/locales`) holds
 * `<locale>.json`, and `defaultLocale` is the IntlProvider's `defaultLocale`.
 */
export default function precompileMessages({ srcDir, localesDir, defaultLocale = 'en' } = {}) {
  let sourceRoot;
  let localeRoot;
  let root = process.cwd();
  const relative = (id) => path.relative(root, id).split(path.sep).join('/');
  const isAppSource = (file) =>
    !file.startsWith('\0') && SOURCE_FILE.test(file) && path.normalize(file).startsWith(sourceRoot);
  const localeOf = (id) => {
    if (id.startsWith('\0') || id.includes('?')) return undefined;
    const file = path.normalize(id);
    if (path.dirname(file) + path.sep !== localeRoot || path.extname(file) !== '.json') return;
    return path.basename(file, '.json');
  };

  return [
    {
      // Before Vite's own JSON plugin, which then turns the compiled JSON into a module as usual.
      name: `${PLUGIN_NAME}:locales`,
      enforce: 'pre',
      configResolved(config) {
        root = config.root;
        sourceRoot = withSlash(path.resolve(root, srcDir ?? 'src'));
        localeRoot = withSlash(path.resolve(root, localesDir ?? 'src/app/i18n/locales'));
      },
      transform: {
        filter: { id: /\.json$/ },
        handler(json, id) {
          const locale = localeOf(id);
          if (locale === undefined) return null;
          return {
            code: precompileLocaleJson(json, { file: relative(id), locale }),
            map: { mappings: '' },
          };
        },
      },
    },
    {
      name: PLUGIN_NAME,
      config(_config, { command }) {
        if (command !== 'build') return undefined;
        return {
          resolve: {
            alias: [{ find: new RegExp(`^${escapeRegExp(PARSER)}$`), replacement: NO_PARSER }],
          },
        };
      },
      transform: {
        filter: { id: SOURCE_ID, code: 'defaultMessage' },
        handler(code, id) {
          const file = cleanId(id);
          if (!isAppSource(file) || !code.includes('defaultMessage')) return null;
          const result = precompileDefaultMessages(code, this.parse(code), {
            file: relative(file),
            locale: defaultLocale,
          });
          return result ?? null;
        },
      },
    },
  ];
}
