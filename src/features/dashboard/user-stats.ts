/**
 * The numbers of the admin dashboard, read from the users list: one small page per count (the
 * answer's `total` is the count), and one page of the newest users. Only admins may list users
 * (the API answers 403 to anyone else), so only admins' cards call these hooks.
 */
import { useQueries } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { getListUsersQueryOptions, useListUsers } from '@generated/product/endpoints/users/users';
import type { ListUsersParams } from '@generated/product/model';
import { UserRole } from '@generated/product/model';
import type { Role } from '@/features/auth/session/session';

/** The roles the product API lets list users. */
export const LIST_USERS_ROLES: readonly Role[] = [UserRole.admin];

export const RECENT_USERS = 5;

/** Every role, in the order the API declares them. */
export const USER_ROLES = Object.values(UserRole);

/** A count is the `total` of a one-user page with the filters applied. */
const countParams = (filters: Pick<ListUsersParams, 'role' | 'isActive'>): ListUsersParams => ({
  page: 1,
  pageSize: 1,
  ...filters,
});

export const TOTALS_PARAMS = {
  total: countParams({}),
  active: countParams({ isActive: true }),
  inactive: countParams({ isActive: false }),
} as const;

export const roleParams = (role: UserRole) => countParams({ role });

export const RECENT_PARAMS: ListUsersParams = {
  page: 1,
  pageSize: RECENT_USERS,
  sort: 'createdAt',
  order: 'desc',
};

/** What a card shows: its data once every call answered, an error, or placeholders meanwhile. */
export type CardState<T> =
  | { kind: 'ready'; data: T }
  | { kind: 'error'; error: unknown; retry: () => void }
  | { kind: 'loading' };

/**
 * One state for the calls behind a card. Data already there is kept through a failed refresh;
 * Retry repeats only the calls that failed.
 */
export function cardState<T>(
  results: ReadonlyArray<UseQueryResult<unknown>>,
  data: () => T,
): CardState<T> {
  if (results.every((r) => r.data !== undefined)) return { kind: 'ready', data: data() };
  const failed = results.filter((r) => r.isError && r.data === undefined);
  if (failed.length > 0 && !results.some((r) => r.isFetching)) {
    return {
      kind: 'error',
      error: failed[0]!.error,
      retry: () => failed.forEach((r) => void r.refetch()),
    };
  }
  return { kind: 'loading' };
}

export interface Totals {
  total: number;
  active: number;
  inactive: number;
}

export function useTotals(): CardState<Totals> {
  const results = useQueries({
    queries: [
      getListUsersQueryOptions(TOTALS_PARAMS.total),
      getListUsersQueryOptions(TOTALS_PARAMS.active),
      getListUsersQueryOptions(TOTALS_PARAMS.inactive),
    ],
  });
  const [total, active, inactive] = results;
  return cardState(results, () => ({
    total: total.data!.total,
    active: active.data!.total,
    inactive: inactive.data!.total,
  }));
}

export interface RoleCount {
  role: UserRole;
  count: number;
}

export function useRoleCounts(): CardState<RoleCount[]> {
  const results = useQueries({
    queries: USER_ROLES.map((role) => getListUsersQueryOptions(roleParams(role))),
  });
  return cardState(results, () =>
    USER_ROLES.map((role, i) => ({ role, count: results[i]!.data!.total })),
  );
}

export function useRecentUsers() {
  const result = useListUsers(RECENT_PARAMS);
  return cardState([result], () => result.data!.items);
}
