/**
 * A server list's view (page, size, sort, search, filters) kept in the address, so it survives a
 * reload and the back button: read from the query string, written back with only what differs
 * from the default. A typed search replaces the history entry instead of adding one per pause.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

interface Paged {
  page: number;
}

export function useAddressView<V extends Paged>(
  read: (search: string) => V,
  write: (view: V) => string,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();
  const view = useMemo(() => read(address), [address, read]);

  const setView = (next: Partial<V>, options: { resetPage?: boolean } = {}) => {
    const merged = { ...view, ...next, ...(options.resetPage ? { page: 1 } : {}) };
    setSearchParams(write(merged), { replace: 'search' in next });
  };
  // The same function from render to render, for memoised rows and filters: it reads the latest
  // view when called.
  const latest = useRef(setView);
  useLayoutEffect(() => {
    latest.current = setView;
  });
  /** A change of sort, search or filter: back to the first page. */
  const refine = useCallback((next: Partial<V>) => latest.current(next, { resetPage: true }), []);
  return { view, setView, refine };
}
