/**
 * Route patterns, as React Router writes and matches them: `/users/:id` (a segment), `:step?` (an
 * optional one), `/files/*` (the rest of the path, as the `*` param), an optional trailing slash,
 * case-insensitive unless asked otherwise.
 */

export type Params = Readonly<Record<string, string | undefined>>;

export interface PathPattern {
  path: string;
  caseSensitive?: boolean;
  /** Must match the whole pathname (default), or only its beginning (whole segments). */
  end?: boolean;
}

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  /** The same without what the `*` matched and without a trailing slash. */
  pathnameBase: string;
  pattern: PathPattern;
}

interface CompiledParam {
  name: string;
  optional?: boolean;
}

function compilePath(path: string, caseSensitive = false, end = true): [RegExp, CompiledParam[]] {
  const params: CompiledParam[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(
        /\/:([\w-]+)(\?)?/g,
        (match, name: string, optional: string | undefined, index: number, str: string) => {
          params.push({ name, optional: optional != null });
          if (!optional) return '/([^\\/]+)';
          const next = str.charAt(index + match.length);
          return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
        },
      )
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) {
    params.push({ name: '*' });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return [new RegExp(source, caseSensitive ? undefined : 'i'), params];
}

const trimTrailingSlashes = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * Matches `pathname` against a pattern (a string is `{ path, end: true }`), as React Router's
 * `matchPath` does: the params of what matched, or null. `pathname` is taken as is (not decoded);
 * an encoded slash (`%2F`) in a param reads as `/`.
 */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  if (typeof pattern === 'string') pattern = { path: pattern, caseSensitive: false, end: true };
  const [matcher, compiled] = compilePath(pattern.path, pattern.caseSensitive, pattern.end);
  const match = matcher.exec(pathname);
  if (!match) return null;
  const matched = match[0];
  let pathnameBase = trimTrailingSlashes(matched);
  const params: Record<string, string | undefined> = {};
  compiled.forEach(({ name, optional }, index) => {
    const value = match[index + 1];
    if (name === '*') {
      pathnameBase = trimTrailingSlashes(matched.slice(0, matched.length - (value ?? '').length));
    }
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase, pattern };
}

/** The pathname with each segment decoded (an encoded slash stays `%2F`); malformed: as is. */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
