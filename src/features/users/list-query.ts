/**
 * The users list's view, kept in the address (page, size, sort, search, filters) so it survives a
 * reload and the back button. Anything unreadable in the address falls back to the default.
 */
import { pageParameter, pageSizeParameter, searchParameter } from '@generated/product/constants';
import type { ListUsersParams } from '@generated/product/model';
import { OrderParameter, SortParameter, UserRole } from '@generated/product/model';

export const DEFAULT_PAGE_SIZE = pageSizeParameter.default;
/** The sizes offered: the contract's default and largest page, and two of the product's own. */
export const PAGE_SIZES: readonly number[] = [
  ...new Set([10, DEFAULT_PAGE_SIZE, 50, pageSizeParameter.maximum]),
]
  .filter((size) => size >= pageSizeParameter.minimum && size <= pageSizeParameter.maximum)
  .sort((a, b) => a - b);
export const MAX_SEARCH_LENGTH = searchParameter.maxLength;

export interface UsersView {
  page: number;
  pageSize: number;
  sort: SortParameter;
  order: OrderParameter;
  search: string;
  role: UserRole | '';
  isActive: boolean | '';
}

export const DEFAULT_VIEW: UsersView = {
  page: pageParameter.default,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: 'lastName',
  order: 'asc',
  search: '',
  role: '',
  isActive: '',
};

const oneOf = <T extends string>(values: Record<string, T>, raw: string | null): T | undefined =>
  raw !== null && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;

export function readView(search: string): UsersView {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const active = params.get('active');
  return {
    page:
      Number.isInteger(page) && page >= pageParameter.minimum && page <= pageParameter.maximum
        ? page
        : DEFAULT_VIEW.page,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_VIEW.pageSize,
    sort: oneOf(SortParameter, params.get('sort')) ?? DEFAULT_VIEW.sort,
    order: oneOf(OrderParameter, params.get('order')) ?? DEFAULT_VIEW.order,
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    role: oneOf(UserRole, params.get('role')) ?? '',
    isActive: active === 'true' ? true : active === 'false' ? false : '',
  };
}

/** Only what differs from the default goes into the address. */
export function writeView(view: UsersView): string {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.role) params.set('role', view.role);
  if (view.isActive !== '') params.set('active', String(view.isActive));
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_VIEW.order) params.set('order', view.order);
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list call's query parameters for a view. */
export function toParams(view: UsersView): ListUsersParams {
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    order: view.order,
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    ...(view.role ? { role: view.role } : {}),
    ...(view.isActive !== '' ? { isActive: view.isActive } : {}),
  };
}

export const hasFilters = (view: UsersView) =>
  view.search.trim() !== '' || view.role !== '' || view.isActive !== '';
