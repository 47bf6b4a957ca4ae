/**
 * What a person gets to keep from an authenticator set-up (#20 item 7), as the tests read it: the
 * key's groups as shown, and the files Download hands to the browser (jsdom saves nothing: the
 * object URL and the link's click are caught here).
 */
import { screen } from '@testing-library/react';

/** The key's groups of four as they are shown, in order. */
export const keyGroups = () =>
  Array.from(screen.getByTestId('totp-secret').querySelectorAll('span'), (s) => s.textContent);

export interface SavedFile {
  name: string;
  type: string;
  text: string;
}

/** Catches every download started by a test of the file: `saved()` reads what they hold. */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const started: Array<{ name: string; blob: Blob }> = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let click: jest.SpyInstance | undefined;
  beforeEach(() => {
    blobs.clear();
    started.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void blobs.delete(url);
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob) started.push({ name: this.download, blob });
    });
  });
  afterEach(() => {
    click?.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return {
    saved: (): Promise<SavedFile[]> =>
      Promise.all(
        started.map(async ({ name, blob }) => ({ name, type: blob.type, text: await blob.text() })),
      ),
  };
}

/** Today as the file name has it: `2025-05-22`, local time. */
export function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
