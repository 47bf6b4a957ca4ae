/** What every upload of the product API shares: the multipart file, its hash, its name kept as text, the download's header. */
import { fail } from './caller';

/** The multipart body and its `file` part (400 when it is missing or empty). */
export async function fileOf(request: Request): Promise<{ file: File; form: FormData }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    fail(400, 'The request body must be multipart/form-data with a file', 'bad_request');
  }
  const file = form.get('file');
  // A part that is not text is a file (checked by kind, not by class: a test's DOM and the
  // request's parser may each have their own File).
  if (file === null || typeof file === 'string' || file.size === 0)
    fail(400, 'The request needs a non-empty file in the part named file', 'bad_request', [
      { field: 'file', message: 'A file is required' },
    ]);
  return { file, form };
}

export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A name as a person gave it, kept as text: no path, no control or format characters (a
 * right-to-left override could disguise 'cv\u202Egnp.pdf' as 'cvfdp.png'), 200 at most.
 */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || 'document';
}

export function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
