/**
 * The signed-in person's alerts (GET /alerts): the newest, and how many are unread. Read again
 * every minute and when the window regains focus, so an alert the server raises meanwhile shows.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  getListAlertsQueryKey,
  useListAlerts,
  useMarkAlertRead,
  useMarkAllAlertsRead,
} from '@generated/product/endpoints/alerts/alerts';

/** How many the panel shows; the rest are older. */
export const SHOWN_ALERTS = 20;
const EVERY_MINUTE = 60_000;

export function useAlerts() {
  return useListAlerts(
    { pageSize: SHOWN_ALERTS },
    { query: { refetchInterval: EVERY_MINUTE, refetchOnWindowFocus: true } },
  );
}

/** Mark one, or all, as read; the list and its count are read again after either. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const settled = {
    onSettled: () => queryClient.invalidateQueries({ queryKey: getListAlertsQueryKey() }),
  };
  return {
    one: useMarkAlertRead({ mutation: settled }),
    all: useMarkAllAlertsRead({ mutation: settled }),
  };
}
