/**
 * Where a development or test build checks every answer against the contracts (./response-check.ts,
 * installed by src/main.tsx in those builds and by the jest set-up). A production build never
 * installs one: the check and the schemas it needs stay out of its bundle.
 */
export type ResponseWatcher = (method: string, url: URL, body: unknown) => void;

let watcher: ResponseWatcher | undefined;

export function watchResponses(next: ResponseWatcher | undefined): void {
  watcher = next;
}

/** A successful answer's body, shown to the watcher if there is one. */
export function responseSeen(method: string, url: URL, body: unknown): void {
  watcher?.(method, url, body);
}
