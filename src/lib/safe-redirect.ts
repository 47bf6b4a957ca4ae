/**
 * Redirect targets are same-origin paths only (SPEC §2.3, §4). Anything that could leave the
 * origin — `//host`, `/\host`, `https:host`, `javascript:`, `data:`, encoded variants, control
 * characters — is refused, and the caller falls back to its default.
 */
const MAX_LENGTH = 2048;

function decodeFully(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // Broken percent-encoding is refused; a decoded `%` (from `%25`) is just text.
      return i === 0 ? undefined : current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function hasControlCharacter(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The same-origin path (pathname + search + hash) that `target` names, or undefined. */
export function safeRedirectPath(target: unknown, origin: string): string | undefined {
  if (typeof target !== 'string') return undefined;
  const raw = target.trim();
  if (raw === '' || raw.length > MAX_LENGTH) return undefined;
  const decoded = decodeFully(raw);
  if (decoded === undefined) return undefined;
  // Only absolute paths: no scheme, no protocol-relative or backslash tricks, no control chars.
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return undefined;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return undefined;
    if (hasControlCharacter(candidate)) return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  // Check what the URL resolved to as well: `/..//host` resolves to the path `//host`.
  if (url.pathname.startsWith('//') || url.pathname.includes('\\')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
