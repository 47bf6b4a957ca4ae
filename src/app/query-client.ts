import { QueryClient } from '@tanstack/react-query';

/**
 * How long an answer counts as fresh: a page opened again within it shows what it showed, with no
 * new call (the dashboard made ten calls on every visit). Saving or deleting a user invalidates
 * the users' answers at once, whatever their age (src/features/users/user-page.tsx).
 */
export const FRESH_FOR_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Failed calls are shown with a Retry; a 4xx is never worth repeating on its own.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
      mutations: { retry: false },
    },
  });
}
