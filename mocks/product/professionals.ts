/**
 * The product API's professionals, their credentials and their compliance, on the generated MSW
 * handler factories. Every status is the engine's, computed on read (compliance/standing.ts);
 * who sees whom is professional-access.ts (docs/decisions/018).
 */
import { getGetProfessionalComplianceMockHandler } from '../../generated/product/endpoints/compliance/compliance.msw';
import { getListProfessionalCredentialsMockHandler } from '../../generated/product/endpoints/credentials/credentials.msw';
import {
  getGetProfessionalMockHandler,
  getListProfessionalsMockHandler,
} from '../../generated/product/endpoints/professionals/professionals.msw';
import type {
  Compliance,
  CredentialList,
  Professional,
  ProfessionalSummary,
  ProfessionalSummaryPage,
} from '../../generated/product/model';
import { listProfessionalsQueryParams } from '../../generated/product/zod/professionals/professionals.zod';
import { productInstant } from '../calendar';
import { SEVERITY } from '../compliance/engine';
import type { Standing } from '../compliance/standing';
import { standingOf } from '../compliance/standing';
import type { ProfessionalRecord } from '../db';
import { operation } from '../faults';
import { requireCaller } from './caller';
import { listableBy, readableProfessional, viewerOf } from './professional-access';
import { badQuery, fold, pageOf, query } from './query';
import { zodLanguage } from './language';

interface Row {
  record: ProfessionalRecord;
  standing: Standing;
  index: Indexed;
}

/** What a list compares and searches, made once per record and revision. */
interface Indexed {
  revision: number;
  /** Last name, then first name, folded: compared as plain strings. */
  name: string;
  /** The names, the email, the NPI and the numbers of the credentials held, folded. */
  text: string;
}

const indexes = new WeakMap<ProfessionalRecord, Indexed>();

function indexOf(record: ProfessionalRecord): Indexed {
  const kept = indexes.get(record);
  if (kept?.revision === record.revision) return kept;
  const made = {
    revision: record.revision,
    name: `${fold(record.lastName)}\u0000${fold(record.firstName)}`,
    text: fold(
      [
        `${record.firstName} ${record.lastName}`,
        record.email ?? '',
        record.npi ?? '',
        ...record.credentials.map((c) => c.number ?? ''),
      ].join('\n'),
    ),
  };
  indexes.set(record, made);
  return made;
}

/** Sort keys whose value may be absent: absent sorts last in either direction. */
type Key = number | string | undefined;

const SORT_KEYS: Record<string, (row: Row) => Key> = {
  status: (row) => SEVERITY.indexOf(row.standing.summary.overallStatus),
  missingCount: (row) => row.standing.summary.missingCount,
  nextExpiry: (row) => row.standing.summary.nextExpiry?.dueOn,
  lastVerifiedAt: (row) => row.standing.summary.lastVerifiedAt,
};

function profileOf(record: ProfessionalRecord, summary: ProfessionalSummary): Professional {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    ...(record.email ? { email: record.email } : {}),
    discipline: record.discipline,
    specialties: [...record.specialties],
    ...(record.npi ? { npi: record.npi } : {}),
    homeState: record.homeState,
    states: [...record.states],
    timeZone: record.timeZone,
    ...(record.userId === undefined ? {} : { userId: record.userId }),
    overallStatus: summary.overallStatus,
    cleared: summary.cleared,
    missingCount: summary.missingCount,
    createdAt: record.createdAt,
  };
}

export const professionalHandlers = [
  getListProfessionalsMockHandler(
    operation(
      'listProfessionals',
      'product',
      async ({ request }): Promise<ProfessionalSummaryPage> => {
        const viewer = viewerOf(await requireCaller(request));
        const parsed = listProfessionalsQueryParams.safeParse(query(request), zodLanguage());
        if (!parsed.success) badQuery(parsed.error.issues);
        const { page, pageSize, sort, order, search, status, discipline, state } = parsed.data;
        const within = parsed.data.expiringWithinDays;
        const needle = search ? fold(search.trim()) : '';
        const instant = productInstant();
        const rows: Row[] = [];
        for (const record of listableBy(viewer)) {
          if (discipline && record.discipline !== discipline) continue;
          if (state && !record.states.includes(state)) continue;
          const index = indexOf(record);
          if (needle && !index.text.includes(needle)) continue;
          const standing = standingOf(record, instant);
          if (status && standing.summary.overallStatus !== status) continue;
          if (
            within !== undefined &&
            !standing.renewals.some((c) => c.daysLeft! >= 0 && c.daysLeft! <= within)
          )
            continue;
          rows.push({ record, index, standing });
        }
        // Each row's key is read once (10,000 rows: a comparator that reads it sorts 5× slower).
        const key = SORT_KEYS[sort];
        const direction = order === 'asc' ? 1 : -1;
        const keyed = rows.map((row) => ({ row, key: key?.(row), name: row.index.name }));
        keyed.sort((a, b) => {
          if (key) {
            if (a.key === undefined || b.key === undefined) {
              if (a.key !== b.key) return a.key === undefined ? 1 : -1;
            } else if (a.key !== b.key) {
              return direction * (a.key < b.key ? -1 : 1);
            }
            return a.name < b.name ? -1 : a.name > b.name ? 1 : a.row.record.id - b.row.record.id;
          }
          if (a.name !== b.name) return direction * (a.name < b.name ? -1 : 1);
          return direction * (a.row.record.id - b.row.record.id);
        });
        const sorted = keyed.map((k) => k.row);
        const result = pageOf(sorted, page, pageSize);
        return { ...result, items: result.items.map((row) => row.standing.summary) };
      },
    ),
  ),

  getGetProfessionalMockHandler(
    operation('getProfessional', 'product', async ({ request, params }): Promise<Professional> => {
      const viewer = viewerOf(await requireCaller(request));
      const record = readableProfessional(String(params.id), viewer);
      return profileOf(record, standingOf(record, productInstant()).summary);
    }),
  ),

  getListProfessionalCredentialsMockHandler(
    operation(
      'listProfessionalCredentials',
      'product',
      async ({ request, params }): Promise<CredentialList> => {
        const viewer = viewerOf(await requireCaller(request));
        const record = readableProfessional(String(params.id), viewer);
        const standing = standingOf(record, productInstant());
        return {
          professionalId: record.id,
          today: standing.compliance.today,
          items: standing.credentials,
        };
      },
    ),
  ),

  getGetProfessionalComplianceMockHandler(
    operation(
      'getProfessionalCompliance',
      'product',
      async ({ request, params }): Promise<Compliance> => {
        const viewer = viewerOf(await requireCaller(request));
        const record = readableProfessional(String(params.id), viewer);
        return standingOf(record, productInstant()).compliance;
      },
    ),
  ),
];
