/**
 * Hands a file the app holds (a download read as a Blob) to the browser to save under `name`:
 * an object URL clicked as a download link, let go of once the browser has taken it.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
