/**
 * Who may read which employer, and whose roster (docs/decisions/024): administrators every one;
 * an organization's or an agency's people their own (`mine`), workforce and roster included;
 * recruiters and professionals any employer's profile, facilities and requirements, and
 * recruiters the roster entries of the professionals linked to them; anyone else none. An
 * employer the caller may not read is refused with the same 403 whether or not it exists. Its
 * requirement sets are changed by administrators and its own people only.
 */
import { employerIdPathParameter } from '../../generated/product/constants';
import type { EmployerRecord, EngagementRecord, ProfessionalRecord } from '../db';
import { getDb } from '../store';
import { fail } from './caller';
import type { Viewer } from './professional-access';

type Who = Pick<Viewer, 'isAdmin' | 'roles' | 'userId'>;

/** The roles whose people act for an employer. */
const MEMBER_ROLES = new Set(['organization', 'agency']);
/** The roles that read any employer's profile and requirements (to match people, to apply). */
const BROWSING_ROLES = new Set(['recruiter', 'professional']);

const isMemberRole = (who: Who) => who.roles.some((role) => MEMBER_ROLES.has(role));

/** The employer the caller acts for: the one whose members include their product user. */
export function ownEmployer(who: Pick<Viewer, 'roles' | 'userId'>): EmployerRecord | undefined {
  const userId = who.userId;
  if (userId === undefined || !who.roles.some((role) => MEMBER_ROLES.has(role))) return undefined;
  return getDb().employers.find((e) => e.memberUserIds.includes(userId));
}

export const isOngoing = (engagement: EngagementRecord) => engagement.stage !== 'ended';

/**
 * The professionals engaged (not ended) at the employer the caller acts for: an organization or
 * agency reads their records (professional-access.ts), so a roster row opens.
 */
export function engagedAtOwnEmployer(who: Pick<Viewer, 'roles' | 'userId'>): ReadonlySet<number> {
  const own = ownEmployer(who);
  if (!own) return new Set();
  return new Set(
    getDb()
      .engagements.filter((e) => e.employerId === own.id && isOngoing(e))
      .map((e) => e.professionalId),
  );
}

export function requireEmployerLister(who: Who): void {
  if (!who.isAdmin) fail(403, 'Only administrators can list employers', 'forbidden');
}

const idPattern = new RegExp(employerIdPathParameter.pattern);

function named(id: string, who: Who): { employer?: EmployerRecord; own?: EmployerRecord } {
  if (!idPattern.test(id)) fail(400, 'The employer id must be a number or mine', 'bad_request');
  const own = ownEmployer(who);
  if (id === 'mine') {
    if (!own) fail(404, 'Employer not found', 'not_found');
    return { employer: own, own };
  }
  const employer = getDb().employers.find((e) => e.id === Number(id));
  return { ...(employer ? { employer } : {}), ...(own ? { own } : {}) };
}

/** The employer `id` names (a number, or `mine`), and whether the caller also sees its workforce. */
export function readableEmployer(
  id: string,
  who: Who,
): { employer: EmployerRecord; workforce: boolean } {
  const browses = who.roles.some((role) => BROWSING_ROLES.has(role));
  if (!who.isAdmin && !browses && !isMemberRole(who))
    fail(403, 'Your role cannot see employers', 'forbidden');
  const { employer, own } = named(id, who);
  if (employer && employer === own) return { employer, workforce: true };
  if (!who.isAdmin && !browses) fail(403, 'You can only see your own organization', 'forbidden');
  if (!employer) fail(404, 'Employer not found', 'not_found');
  return { employer, workforce: who.isAdmin };
}

/**
 * The employer whose roster `id` names, and which of its engagements the caller sees: every one
 * for administrators and its own people, those of the professionals linked to them for recruiters.
 */
export function readableRoster(
  id: string,
  who: Who,
): { employer: EmployerRecord; sees: (record: ProfessionalRecord) => boolean } {
  const recruits = who.roles.includes('recruiter');
  if (!who.isAdmin && !recruits && !isMemberRole(who))
    fail(403, `Your role cannot see an employer's roster`, 'forbidden');
  const { employer, own } = named(id, who);
  const everyone = () => true;
  if (employer && employer === own) return { employer, sees: everyone };
  if (!who.isAdmin && !recruits) fail(403, 'You can only see your own organization', 'forbidden');
  if (!employer) fail(404, 'Employer not found', 'not_found');
  if (who.isAdmin) return { employer, sees: everyone };
  const userId = who.userId;
  return {
    employer,
    sees: (record) => userId !== undefined && record.links.includes(userId),
  };
}

/**
 * Whether the caller may add, change and remove `employer`'s requirement sets: administrators any
 * employer's, an organization's or agency's people their own (`Employer.mayEditRequirements`).
 */
export function mayEditRequirements(employer: EmployerRecord, who: Who): boolean {
  return who.isAdmin || ownEmployer(who) === employer;
}

function refuseRequirements(): never {
  fail(
    403,
    `Only administrators and the employer's own people can change its requirements`,
    'forbidden',
  );
}

/**
 * The employer whose requirement sets `id` names (a number, or `mine`) for a write: any for an
 * administrator (an unknown one 404), its own for an organization's or agency's people (any other
 * id 403, whether or not it exists), none for anyone else.
 */
export function writableEmployer(id: string, who: Who): EmployerRecord {
  if (!who.isAdmin && !isMemberRole(who)) refuseRequirements();
  const { employer, own } = named(id, who);
  if (employer && employer === own) return employer;
  if (!who.isAdmin) refuseRequirements();
  if (!employer) fail(404, 'Employer not found', 'not_found');
  return employer;
}
