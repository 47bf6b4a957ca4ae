/**
 * Emotion's style sheets kept out of jsdom's document, in the DOM test files whose subject is not
 * the look. jsdom works out an element's computed style by matching every rule of every sheet in
 * the document against it, and Testing Library asks for it on each candidate and each ancestor of
 * a role query (is it hidden? what is its name?): with MUI's hundreds of rules in the document,
 * that matching was a third of the time of a page-level suite (jest: 844 → 614 s of file time over all files).
 * Every component still renders, with its class names; only the rules are not in the document.
 *
 * A file that asserts what styles do (colours, sizes, direction, motion, or that something hidden
 * by a class is hidden) keeps them: a line of its opening comment starts with
 * `@styles-in-document`. Without it, such an assertion finds no rule: most fail and point here.
 */
import { readFileSync } from 'node:fs';
import type createCache from '@emotion/cache';

/** The pragma at the start of a line of the file's opening comment. */
const PRAGMA = /^\s*(?:\/\*\*|\*)\s*@styles-in-document\b/m;

function keepsStyles(): boolean {
  if (typeof document === 'undefined') return true; // a file on jest's node environment
  const { testPath } = expect.getState();
  if (!testPath) return true;
  return readFileSync(testPath, 'utf8').slice(0, 4_000).search(PRAGMA) >= 0;
}

if (!keepsStyles()) {
  // Before any module of Emotion is loaded (this is the setup's first import): every cache, the
  // app's and Emotion's default one, writes its rules into a detached element.
  jest.doMock('@emotion/cache', () => {
    const create = jest.requireActual<{ default: typeof createCache }>('@emotion/cache').default;
    return {
      __esModule: true,
      default: (options: Parameters<typeof create>[0]) =>
        create({ ...options, container: document.createElement('div') }),
    };
  });
}
