/**
 * The professionals list's view, kept in the address (page, size, sort, search, filters) so it
 * survives a reload and the back button, as the users list's does. Anything unreadable in the
 * address falls back to the default.
 */
import {
  expiringWithinDaysParameter,
  pageParameter,
  pageSizeParameter,
  searchParameter,
  stateFilterParameter,
} from '@generated/product/constants';
import type { ListProfessionalsParams } from '@generated/product/model';
import { oneOf, pageFrom, pageSizeFrom } from '@/components/server-list/view-params';
import {
  ComplianceStatus,
  Discipline,
  ProfessionalOrderParameter,
  ProfessionalSortParameter,
} from '@generated/product/model';

export const DEFAULT_PAGE_SIZE = pageSizeParameter.default;
export const PAGE_SIZES: readonly number[] = [
  ...new Set([10, DEFAULT_PAGE_SIZE, 50, pageSizeParameter.maximum]),
].sort((a, b) => a - b);
export const MAX_SEARCH_LENGTH = searchParameter.maxLength;
/** The windows a credentialing team plans renewals by (Medallion's 30/60/90, and a week). */
export const EXPIRY_WINDOWS: readonly number[] = [7, 30, 60, 90].filter(
  (days) => days <= expiringWithinDaysParameter.maximum,
);

export interface ProfessionalsView {
  page: number;
  pageSize: number;
  sort: ProfessionalSortParameter;
  order: ProfessionalOrderParameter;
  search: string;
  status: ComplianceStatus | '';
  discipline: Discipline | '';
  state: string;
  within: number | '';
}

export const DEFAULT_VIEW: ProfessionalsView = {
  page: pageParameter.default,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: 'name',
  order: 'asc',
  search: '',
  status: '',
  discipline: '',
  state: '',
  within: '',
};

const STATE = new RegExp(stateFilterParameter.pattern);

export function readView(search: string): ProfessionalsView {
  const params = new URLSearchParams(search);
  const within = Number(params.get('within'));
  const state = (params.get('state') ?? '').toUpperCase();
  return {
    page: pageFrom(params.get('page'), pageParameter),
    pageSize: pageSizeFrom(params.get('pageSize'), PAGE_SIZES, DEFAULT_VIEW.pageSize),
    sort: oneOf(ProfessionalSortParameter, params.get('sort')) ?? DEFAULT_VIEW.sort,
    order: oneOf(ProfessionalOrderParameter, params.get('order')) ?? DEFAULT_VIEW.order,
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    status: oneOf(ComplianceStatus, params.get('status')) ?? '',
    discipline: oneOf(Discipline, params.get('discipline')) ?? '',
    state: STATE.test(state) ? state : '',
    within: EXPIRY_WINDOWS.includes(within) ? within : '',
  };
}

/** Only what differs from the default goes into the address. */
export function writeView(view: ProfessionalsView): string {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.status) params.set('status', view.status);
  if (view.discipline) params.set('discipline', view.discipline);
  if (view.state) params.set('state', view.state);
  if (view.within !== '') params.set('within', String(view.within));
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== DEFAULT_VIEW.order) params.set('order', view.order);
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list call's query parameters for a view. */
export function toParams(view: ProfessionalsView): ListProfessionalsParams {
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    order: view.order,
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.discipline ? { discipline: view.discipline } : {}),
    ...(view.state ? { state: view.state } : {}),
    ...(view.within !== '' ? { expiringWithinDays: view.within } : {}),
  };
}

export const hasFilters = (view: ProfessionalsView) =>
  view.search.trim() !== '' ||
  view.status !== '' ||
  view.discipline !== '' ||
  view.state !== '' ||
  view.within !== '';
