/**
 * The product API's employers: the list (administrators), one employer with its facilities,
 * requirement sets and, for those who may see it, its workforce; and its roster. Every figure is
 * the engine's, computed on read against the employer's requirements (product/workforce.ts); who
 * sees what is employer-access.ts (docs/decisions/024). Its requirement sets are written in
 * requirement-sets.ts.
 */
import {
  getGetEmployerMockHandler,
  getListEmployerRosterMockHandler,
  getListEmployersMockHandler,
} from '../../generated/product/endpoints/employers/employers.msw';
import type {
  Employer,
  EmployerSummary,
  EmployerSummaryPage,
  RosterPage,
} from '../../generated/product/model';
import {
  listEmployerRosterQueryParams,
  listEmployersQueryParams,
} from '../../generated/product/zod/employers/employers.zod';
import { productInstant } from '../calendar';
import { SEVERITY } from '../compliance/engine';
import type { EmployerRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { requireCaller } from './caller';
import {
  mayEditRequirements,
  readableEmployer,
  readableRoster,
  requireEmployerLister,
} from './employer-access';
import { zodLanguage } from './language';
import { viewerOf } from './professional-access';
import { badQuery, fold, pageOf, query } from './query';
import type { RosterRow } from './workforce';
import { headcount, professionalsById, rosterEntry, rosterRows, workforceOf } from './workforce';

/** Sort keys whose value may be absent: absent sorts last in either direction. */
type Key = number | string | undefined;

/**
 * `items` by `key` in `order`, ties (and absent keys, last either way) by `name` ascending; with
 * no key, by `name` in `order`. Each key is read once.
 */
function sortedBy<T>(
  items: readonly T[],
  name: (item: T) => string,
  key: ((item: T) => Key) | undefined,
  order: 'asc' | 'desc',
): T[] {
  const direction = order === 'asc' ? 1 : -1;
  const keyed = items.map((item) => ({ item, key: key?.(item), name: name(item) }));
  keyed.sort((a, b) => {
    const byName = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    if (!key) return direction * byName;
    if (a.key === undefined || b.key === undefined) {
      if (a.key !== b.key) return a.key === undefined ? 1 : -1;
    } else if (a.key !== b.key) {
      return direction * (a.key < b.key ? -1 : 1);
    }
    return byName;
  });
  return keyed.map((k) => k.item);
}

interface Listed {
  employer: EmployerRecord;
  summary: EmployerSummary;
}

const EMPLOYER_KEYS: Record<string, (row: Listed) => Key> = {
  kind: (row) => row.summary.kind,
  state: (row) => row.summary.state,
  engaged: (row) => row.summary.engaged,
  clearedShare: (row) =>
    row.summary.engaged === 0 ? undefined : row.summary.cleared / row.summary.engaged,
};

const ROSTER_KEYS: Record<string, (row: RosterRow) => Key> = {
  status: (row) => SEVERITY.indexOf(row.standing.overall),
  nextExpiry: (row) => row.standing.nextExpiry?.dueOn,
  startOn: (row) => row.engagement.startOn,
};

/** Last name, then first name, folded; the id keeps equal names in a stable order. */
const personName = (row: RosterRow) =>
  `${fold(row.record.lastName)}\u0000${fold(row.record.firstName)}\u0000${String(row.record.id).padStart(9, '0')}`;

/** The employer as the caller reads it; whether they may change its requirements is the server's answer. */
function profileOf(employer: EmployerRecord, mayEdit: boolean): Employer {
  return {
    id: employer.id,
    kind: employer.kind,
    name: employer.name,
    legalName: employer.legalName,
    ...(employer.npi ? { npi: employer.npi } : {}),
    city: employer.city,
    state: employer.state,
    ...(employer.email ? { email: employer.email } : {}),
    ...(employer.phone ? { phone: employer.phone } : {}),
    facilities: structuredClone(employer.facilities),
    requirementSets: structuredClone(employer.requirementSets),
    mayEditRequirements: mayEdit,
    createdAt: employer.createdAt,
  };
}

export const employerHandlers = [
  getListEmployersMockHandler(
    operation('listEmployers', 'product', async ({ request }): Promise<EmployerSummaryPage> => {
      const viewer = viewerOf(await requireCaller(request));
      requireEmployerLister(viewer);
      const parsed = listEmployersQueryParams.safeParse(query(request), zodLanguage());
      if (!parsed.success) badQuery(parsed.error.issues);
      const { page, pageSize, sort, order, search, kind, state } = parsed.data;
      const needle = search ? fold(search.trim()) : '';
      const instant = productInstant();
      const professionals = professionalsById();
      const listed: Listed[] = [];
      for (const employer of getDb().employers) {
        if (kind && employer.kind !== kind) continue;
        if (
          state &&
          employer.state !== state &&
          !employer.facilities.some((f) => f.state === state)
        )
          continue;
        const text = [employer.name, employer.legalName, employer.city, employer.npi ?? ''];
        if (needle && !fold(text.join('\n')).includes(needle)) continue;
        listed.push({
          employer,
          summary: {
            id: employer.id,
            kind: employer.kind,
            name: employer.name,
            city: employer.city,
            state: employer.state,
            facilityCount: employer.facilities.length,
            ...headcount(rosterRows(employer, instant, professionals)),
          },
        });
      }
      const sorted = sortedBy(
        listed,
        (row) => `${fold(row.employer.name)}\u0000${String(row.employer.id).padStart(9, '0')}`,
        EMPLOYER_KEYS[sort],
        order,
      );
      const result = pageOf(sorted, page, pageSize);
      return { ...result, items: result.items.map((row) => row.summary) };
    }),
  ),

  getGetEmployerMockHandler(
    operation('getEmployer', 'product', async ({ request, params }): Promise<Employer> => {
      const viewer = viewerOf(await requireCaller(request));
      const { employer, workforce } = readableEmployer(String(params.id), viewer);
      const profile = profileOf(employer, mayEditRequirements(employer, viewer));
      if (!workforce) return profile;
      const rows = rosterRows(employer, productInstant(), professionalsById());
      return { ...profile, workforce: workforceOf(employer, rows) };
    }),
  ),

  getListEmployerRosterMockHandler(
    operation('listEmployerRoster', 'product', async ({ request, params }): Promise<RosterPage> => {
      const viewer = viewerOf(await requireCaller(request));
      const parsed = listEmployerRosterQueryParams.safeParse(query(request), zodLanguage());
      if (!parsed.success) badQuery(parsed.error.issues);
      const { page, pageSize, sort, order, search, status, facilityId } = parsed.data;
      const { employer, sees } = readableRoster(String(params.id), viewer);
      const needle = search ? fold(search.trim()) : '';
      const rows = rosterRows(employer, productInstant(), professionalsById(), sees).filter(
        (row) =>
          (!facilityId || row.engagement.facilityId === facilityId) &&
          (!status || row.standing.overall === status) &&
          (!needle || fold(`${row.record.firstName} ${row.record.lastName}`).includes(needle)),
      );
      const sorted = sortedBy(rows, personName, ROSTER_KEYS[sort], order);
      const result = pageOf(sorted, page, pageSize);
      return { ...result, items: result.items.map(rosterEntry) };
    }),
  ),
];
