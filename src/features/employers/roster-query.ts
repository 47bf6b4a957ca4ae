/**
 * The roster's view on the employer's page, kept in the address (search, status, facility, sort,
 * page) like the lists', so a reload or the back button finds the same rows.
 */
import { pageParameter, pageSizeParameter, searchParameter } from '@generated/product/constants';
import type { ListEmployerRosterParams } from '@generated/product/model';
import {
  ComplianceStatus,
  RosterOrderParameter,
  RosterSortParameter,
} from '@generated/product/model';
import { oneOf, pageFrom, pageSizeFrom } from '@/components/server-list/view-params';
import { PAGE_SIZES } from './list-query';

export interface RosterView {
  page: number;
  pageSize: number;
  sort: RosterSortParameter;
  order: RosterOrderParameter;
  search: string;
  status: ComplianceStatus | '';
  facility: string;
}

export const DEFAULT_ROSTER_VIEW: RosterView = {
  page: pageParameter.default,
  pageSize: pageSizeParameter.default,
  sort: 'status',
  order: 'asc',
  search: '',
  status: '',
  facility: '',
};

export function readRosterView(search: string, facilityIds: readonly string[]): RosterView {
  const params = new URLSearchParams(search);
  const facility = params.get('facility') ?? '';
  const d = DEFAULT_ROSTER_VIEW;
  return {
    page: pageFrom(params.get('page'), pageParameter),
    pageSize: pageSizeFrom(params.get('pageSize'), PAGE_SIZES, d.pageSize),
    sort: oneOf(RosterSortParameter, params.get('sort')) ?? d.sort,
    order: oneOf(RosterOrderParameter, params.get('order')) ?? d.order,
    search: (params.get('q') ?? '').slice(0, searchParameter.maxLength),
    status: oneOf(ComplianceStatus, params.get('status')) ?? '',
    facility: facilityIds.includes(facility) ? facility : '',
  };
}

export function writeRosterView(view: RosterView): string {
  const d = DEFAULT_ROSTER_VIEW;
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.status) params.set('status', view.status);
  if (view.facility) params.set('facility', view.facility);
  if (view.sort !== d.sort) params.set('sort', view.sort);
  if (view.order !== d.order) params.set('order', view.order);
  if (view.pageSize !== d.pageSize) params.set('pageSize', String(view.pageSize));
  if (view.page !== d.page) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function toRosterParams(view: RosterView): ListEmployerRosterParams {
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    order: view.order,
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.facility ? { facilityId: view.facility } : {}),
  };
}

export const rosterFiltered = (view: RosterView) =>
  view.search.trim() !== '' || view.status !== '' || view.facility !== '';
