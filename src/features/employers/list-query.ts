/**
 * The employers list's view, kept in the address (page, size, sort, search, kind, state) so it
 * survives a reload and the back button, as the professionals list's does.
 */
import {
  employerStateFilterParameter,
  pageParameter,
  pageSizeParameter,
  searchParameter,
} from '@generated/product/constants';
import type { ListEmployersParams } from '@generated/product/model';
import {
  EmployerKind,
  EmployerOrderParameter,
  EmployerSortParameter,
} from '@generated/product/model';
import { oneOf, pageFrom, pageSizeFrom } from '@/components/server-list/view-params';

export const PAGE_SIZES: readonly number[] = [
  ...new Set([10, pageSizeParameter.default, 50, pageSizeParameter.maximum]),
].sort((a, b) => a - b);
export const MAX_SEARCH_LENGTH = searchParameter.maxLength;

export interface EmployersView {
  page: number;
  pageSize: number;
  sort: EmployerSortParameter;
  order: EmployerOrderParameter;
  search: string;
  kind: EmployerKind | '';
  state: string;
}

export const DEFAULT_VIEW: EmployersView = {
  page: pageParameter.default,
  pageSize: pageSizeParameter.default,
  sort: 'name',
  order: 'asc',
  search: '',
  kind: '',
  state: '',
};

const STATE = new RegExp(employerStateFilterParameter.pattern);

export function readView(search: string): EmployersView {
  const params = new URLSearchParams(search);
  const state = (params.get('state') ?? '').toUpperCase();
  return {
    page: pageFrom(params.get('page'), pageParameter),
    pageSize: pageSizeFrom(params.get('pageSize'), PAGE_SIZES, DEFAULT_VIEW.pageSize),
    sort: oneOf(EmployerSortParameter, params.get('sort')) ?? DEFAULT_VIEW.sort,
    order: oneOf(EmployerOrderParameter, params.get('order')) ?? DEFAULT_VIEW.order,
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    kind: oneOf(EmployerKind, params.get('kind')) ?? '',
    state: STATE.test(state) ? state : '',
  };
}

/** Only what differs from the default goes into the address. */
export function writeView(view: EmployersView): string {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.kind) params.set('kind', view.kind);
  if (view.state) params.set('state', view.state);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_VIEW.order) params.set('order', view.order);
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function toParams(view: EmployersView): ListEmployersParams {
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    order: view.order,
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    ...(view.kind ? { kind: view.kind } : {}),
    ...(view.state ? { state: view.state } : {}),
  };
}

export const hasFilters = (view: EmployersView) =>
  view.search.trim() !== '' || view.kind !== '' || view.state !== '';
