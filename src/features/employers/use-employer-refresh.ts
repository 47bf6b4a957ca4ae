import type { QueryClient } from '@tanstack/react-query';

/**
 * After a change to an employer's requirements: every employer read (the page, its roster, the
 * list's figures) is fetched again, since the server recomputes them all at once.
 */
export function refreshEmployers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/employers'),
  });
}
