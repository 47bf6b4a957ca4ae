/** The manage list's view in the address: `?q=&status=&language=&page=&pageSize=`, defaults left out. */
import type { HelpLanguage } from '@generated/product/model';

export const PAGE_SIZES = [10, 25, 50] as const;

export interface ManageView {
  page: number;
  pageSize: number;
  search: string;
  status: '' | 'published' | 'draft';
  language: '' | HelpLanguage;
}

export const DEFAULT_MANAGE_VIEW: ManageView = {
  page: 1,
  pageSize: 25,
  search: '',
  status: '',
  language: '',
};

const whole = (value: string | null, fallback: number) =>
  value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : fallback;

export function readManageView(address: string): ManageView {
  const p = new URLSearchParams(address);
  const status = p.get('status');
  const language = p.get('language');
  const pageSize = whole(p.get('pageSize'), DEFAULT_MANAGE_VIEW.pageSize);
  return {
    page: whole(p.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_MANAGE_VIEW.pageSize,
    search: (p.get('q') ?? '').slice(0, 100),
    status: status === 'published' || status === 'draft' ? status : '',
    language: language === 'en' || language === 'es' ? language : '',
  };
}

export function writeManageView(view: ManageView): string {
  const p = new URLSearchParams();
  if (view.search) p.set('q', view.search);
  if (view.status) p.set('status', view.status);
  if (view.language) p.set('language', view.language);
  if (view.page !== 1) p.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_MANAGE_VIEW.pageSize) p.set('pageSize', String(view.pageSize));
  return p.toString();
}
