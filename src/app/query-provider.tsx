/**
 * The data cache (TanStack Query), loaded with the first signed-in page: only signed-in pages read
 * the product API through it, so an anonymous visitor's first load goes without it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

export interface QueryProvider {
  (props: { children: ReactNode }): ReactNode;
}

/** A provider with its own client, made once and kept for the life of the app. */
export function createQueryProvider(): QueryProvider {
  const client = createQueryClient();
  return function AppQueryProvider({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
