/**
 * What stands between a professional and an employer (the gap before applying), and applying:
 * the same engine and the same requirements as the employer's roster (compliance/employer-
 * standing.ts), with the employer's notes and whether what is valid today lapses before the start
 * day. A professional asks for themselves; staff name a professional they may read, at an employer
 * they may read (docs/decisions/025). Applying makes an engagement at stage `applied`, which the
 * roster shows at once. A professional's engagements each come with their gap there, for the
 * professional's page.
 */
import {
  getApplyToEmployerMockHandler,
  getGetEmployerGapMockHandler,
  getListProfessionalEngagementsMockHandler,
} from '../../generated/product/endpoints/employers/employers.msw';
import type {
  EmployerGap,
  Engagement,
  GapRequirement,
  ProfessionalEngagementList,
} from '../../generated/product/model';
import {
  applyToEmployerBody,
  getEmployerGapQueryParams,
} from '../../generated/product/zod/employers/employers.zod';
import { productInstant, productStamp } from '../calendar';
import { credentialType, isCredentialTypeId } from '../compliance/catalog';
import { scopeMatches } from '../compliance/employer-requirements';
import { standingAt } from '../compliance/employer-standing';
import { tooEarlyForStart, VALID_TODAY } from '../compliance/start-window';
import { todayOf } from '../compliance/standing';
import type { EmployerRecord, EngagementRecord, ProfessionalRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { bodyOf, invalid, parse } from './bodies';
import { fail, requireCaller } from './caller';
import { isOngoing, ownEmployer, readableEmployer } from './employer-access';
import { zodLanguage } from './language';
import type { Viewer } from './professional-access';
import { readableProfessional, viewerOf } from './professional-access';
import { badQuery, query } from './query';

/**
 * Whether the professional must act before the day: a waiver ends, or a credential they renew
 * lapses (a check the platform reruns itself, the monthly exclusion check, is rerun in time).
 */
function theirsToRenew(status: string, typeId: string): boolean {
  return status === 'waived' || !isCredentialTypeId(typeId) || credentialType(typeId).needsDocument;
}

/** The engagement of the professional at the employer that has not ended, if any. */
function ongoing(record: ProfessionalRecord, employer: EmployerRecord) {
  return getDb().engagements.find(
    (e) => e.employerId === employer.id && e.professionalId === record.id && isOngoing(e),
  );
}

export function engagementOf(record: EngagementRecord): Engagement {
  return {
    id: record.id,
    professionalId: record.professionalId,
    employerId: record.employerId,
    ...(record.facilityId ? { facilityId: record.facilityId } : {}),
    stage: record.stage,
    ...(record.startOn ? { startOn: record.startOn } : {}),
    createdAt: record.createdAt,
  };
}

/** The employer's notes on each type, from every set that holds for the placement. */
function notesByType(employer: EmployerRecord, record: ProfessionalRecord, facilityId?: string) {
  const state = employer.facilities.find((f) => f.id === facilityId)?.state;
  const placement = { discipline: record.discipline, facilityId, state };
  const notes = new Map<string, string[]>();
  for (const set of employer.requirementSets) {
    if (!scopeMatches(set.scope, placement)) continue;
    for (const asked of set.requirements) {
      if (!asked.note) continue;
      notes.set(asked.typeId, [...(notes.get(asked.typeId) ?? []), asked.note]);
    }
  }
  return notes;
}

/** Pure over its inputs: the gap of `record` at `employer`, placed at `facilityId`, on `instant`. */
export function gapOf(
  record: ProfessionalRecord,
  employer: EmployerRecord,
  facilityId: string | undefined,
  startOn: string | undefined,
  instant: Date,
): EmployerGap {
  const standing = standingAt(record, employer, facilityId, instant);
  const notes = notesByType(employer, record, facilityId);
  const requirements: GapRequirement[] = standing.results.map((result, i) => {
    const asked = standing.requirements[i]!;
    const lapses =
      VALID_TODAY.has(result.status) &&
      theirsToRenew(result.status, result.satisfiedBy ?? asked.typeId) &&
      startOn !== undefined &&
      result.dueOn !== undefined &&
      result.dueOn < startOn;
    const window = asked.withinDaysOfStart;
    const tooEarly = tooEarlyForStart(record, asked, result.status, startOn);
    return {
      typeId: asked.typeId,
      blocking: asked.blocking,
      ...result,
      anyOf: [...(asked.anyOf ?? [])],
      ...(asked.maxAgeMonths === undefined ? {} : { maxAgeMonths: asked.maxAgeMonths }),
      ...(window === undefined ? {} : { withinDaysOfStart: window }),
      ...(window !== undefined && startOn !== undefined ? { tooEarlyForStart: tooEarly } : {}),
      notes: notes.get(asked.typeId) ?? [],
      lapsesBeforeStart: lapses,
    };
  });
  const engagement = ongoing(record, employer);
  return {
    employerId: employer.id,
    professionalId: record.id,
    ...(facilityId ? { facilityId } : {}),
    ...(startOn ? { startOn } : {}),
    today: standing.today,
    overall: standing.overall,
    cleared: standing.cleared,
    met: requirements.filter(
      (r) => VALID_TODAY.has(r.status) && !r.lapsesBeforeStart && !r.tooEarlyForStart,
    ).length,
    total: requirements.length,
    requirements,
    ...(engagement ? { engagement: engagementOf(engagement) } : {}),
  };
}

/** The professional compared: the caller's own record, or the one staff name. */
function comparedProfessional(viewer: Viewer, professionalId: number | undefined) {
  if (professionalId !== undefined) return readableProfessional(String(professionalId), viewer);
  if (!viewer.roles.includes('professional'))
    fail(400, 'Name the professional to compare', 'bad_request');
  return readableProfessional('me', viewer);
}

function facilityOf(employer: EmployerRecord, facilityId: string | undefined, field: string) {
  if (facilityId === undefined) return undefined;
  if (!employer.facilities.some((f) => f.id === facilityId))
    invalid([{ field, message: 'Not one of this employer’s facilities' }]);
  return facilityId;
}

/** A new engagement id: `e-<employer>-<n>`, n past every engagement's number so far. */
function newEngagementId(employer: EmployerRecord): string {
  const last = Math.max(0, ...getDb().engagements.map((e) => Number(e.id.split('-')[2]) || 0));
  return `e-${employer.id}-${last + 1}`;
}

/** The employers whose engagements the viewer sees on a professional's page: all, or their own. */
function seesEngagementsAt(viewer: Viewer): (employerId: number) => boolean {
  const member =
    !viewer.isAdmin && viewer.roles.some((r) => r === 'organization' || r === 'agency');
  if (!member) return () => true;
  const own = ownEmployer(viewer);
  return (employerId) => own?.id === employerId;
}

export const gapHandlers = [
  getListProfessionalEngagementsMockHandler(
    operation(
      'listProfessionalEngagements',
      'product',
      async ({ request, params }): Promise<ProfessionalEngagementList> => {
        const viewer = viewerOf(await requireCaller(request));
        const record = readableProfessional(String(params.id), viewer);
        const sees = seesEngagementsAt(viewer);
        const instant = productInstant();
        const db = getDb();
        const items = db.engagements
          .filter((e) => e.professionalId === record.id && isOngoing(e) && sees(e.employerId))
          .flatMap((engagement) => {
            const employer = db.employers.find((e) => e.id === engagement.employerId);
            if (!employer) return [];
            const facility = employer.facilities.find((f) => f.id === engagement.facilityId);
            return [
              {
                employerName: employer.name,
                employerKind: employer.kind,
                ...(facility ? { facilityName: facility.name } : {}),
                gap: gapOf(record, employer, facility?.id, engagement.startOn, instant),
              },
            ];
          })
          .sort(
            (a, b) =>
              (a.gap.startOn ?? '9999').localeCompare(b.gap.startOn ?? '9999') ||
              a.employerName.localeCompare(b.employerName),
          );
        return { items };
      },
    ),
  ),

  getGetEmployerGapMockHandler(
    operation('getEmployerGap', 'product', async ({ request, params }): Promise<EmployerGap> => {
      const viewer = viewerOf(await requireCaller(request));
      const parsed = getEmployerGapQueryParams.safeParse(query(request), zodLanguage());
      if (!parsed.success) badQuery(parsed.error.issues);
      const { professionalId, facilityId, startOn } = parsed.data;
      const { employer } = readableEmployer(String(params.id), viewer);
      const record = comparedProfessional(viewer, professionalId);
      const facility = facilityOf(employer, facilityId, 'facilityId');
      return gapOf(record, employer, facility, startOn, productInstant());
    }),
  ),

  getApplyToEmployerMockHandler(
    operation('applyToEmployer', 'product', async ({ request, params }): Promise<Engagement> => {
      const viewer = viewerOf(await requireCaller(request));
      if (!viewer.roles.includes('professional'))
        fail(403, 'Only professionals can apply to an employer', 'forbidden');
      const { employer } = readableEmployer(String(params.id), viewer);
      const record = readableProfessional('me', viewer);
      const input = parse(applyToEmployerBody.safeParse(await bodyOf(request), zodLanguage()));
      const facilityId = facilityOf(employer, input.facilityId, 'facilityId');
      if (!facilityId && employer.kind === 'organization' && employer.facilities.length > 0)
        invalid([{ field: 'facilityId', message: 'Choose the facility you would work at' }]);
      const today = todayOf(record, productInstant());
      if (input.startOn !== undefined && input.startOn < today)
        invalid([{ field: 'startOn', message: 'The start cannot be before today' }]);
      if (ongoing(record, employer))
        fail(409, 'You have already applied to this employer', 'conflict');
      const engagement: EngagementRecord = {
        id: newEngagementId(employer),
        professionalId: record.id,
        employerId: employer.id,
        ...(facilityId ? { facilityId } : {}),
        stage: 'applied',
        ...(input.startOn ? { startOn: input.startOn } : {}),
        createdAt: productStamp(),
      };
      getDb().engagements.push(engagement);
      return engagementOf(engagement);
    }),
  ),
];
