/**
 * What every server list reads back from its address: the page, the page size and the values of
 * a closed set. Anything unreadable falls back to the caller's default.
 */

/** `raw` if it is one of `values`' values. */
export const oneOf = <T extends string>(
  values: Record<string, T>,
  raw: string | null,
): T | undefined =>
  raw !== null && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;

/** A whole page number within the contract's bounds. */
export function pageFrom(
  raw: string | null,
  bounds: { minimum: number; maximum: number; default: number },
): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= bounds.minimum && page <= bounds.maximum
    ? page
    : bounds.default;
}

/** One of the sizes the list offers. */
export function pageSizeFrom(raw: string | null, sizes: readonly number[], fallback: number) {
  const size = Number(raw);
  return sizes.includes(size) ? size : fallback;
}
