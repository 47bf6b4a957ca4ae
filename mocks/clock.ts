/** The demo backend's clock: real time, unless a test fixes it. */
let override: (() => number) | undefined;

export function now(): number {
  return override ? override() : Date.now();
}

export const nowSeconds = (): number => Math.floor(now() / 1000);

/** The clock's time as an ISO 8601 string with milliseconds. */
export const nowIso = (): string => new Date(now()).toISOString();

/** Fixes (or, with undefined, releases) the clock for tests: a number of ms or a function. */
export function setClock(value: number | (() => number) | undefined): void {
  override = typeof value === 'number' ? () => value : value;
}
