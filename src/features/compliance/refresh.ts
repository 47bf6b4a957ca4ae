/**
 * After a change to a professional's record: every query about professionals (the record, its
 * credentials, its trail, the lists) and the dashboard's overview is fetched again, so every view
 * shows the server's new word at once.
 */
import { useQueryClient } from '@tanstack/react-query';

const aboutProfessionals = (key: readonly unknown[]) =>
  typeof key[0] === 'string' &&
  (key[0].startsWith('/professionals') || key[0].startsWith('/compliance'));

export function useRefreshProfessionals(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => aboutProfessionals(q.queryKey) });
}
