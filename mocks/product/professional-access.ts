/**
 * Who may read which professional (docs/decisions/018): administrators every one; a professional
 * their own record; recruiters, agencies and organizations the professionals linked to them, and
 * an organization or agency those engaged at it (decision 024); anyone else no one. A record the caller may not read is refused with the same 403 whether or not
 * it exists, so ids cannot be probed.
 */
import { professionalIdPathParameter } from '../../generated/product/constants';
import type { ProfessionalRecord } from '../db';
import { getDb } from '../store';
import type { Caller } from './caller';
import { fail } from './caller';
import { engagedAtOwnEmployer } from './employer-access';

/** The roles that see the professionals linked to them. */
const LINKED_ROLES = new Set(['recruiter', 'agency', 'organization']);
/** The linked roles that also judge what the professionals send (an organization only reads). */
const REVIEWING_ROLES = new Set(['recruiter', 'agency']);

export interface Viewer {
  isAdmin: boolean;
  /** Sees linked professionals (recruiter, agency, organization). */
  isLinkedStaff: boolean;
  /** Approves and rejects credentials of those they may read (admin, recruiter, agency). */
  mayReview: boolean;
  /** The role the caller acts in, for the audit trail. */
  role: string;
  /** The caller's product user, when they have one (an account signed up by phone may not). */
  userId: number | undefined;
  /** Every role the token grants. */
  roles: readonly string[];
  /** Professionals engaged (not ended) at the employer the caller acts for, if any. */
  engaged: ReadonlySet<number>;
}

export function viewerOf(caller: Caller): Viewer {
  const userId = getDb().users.find((u) => u.authUuid === caller.userUuid)?.id;
  return {
    isAdmin: caller.isAdmin,
    isLinkedStaff: caller.roles.some((role) => LINKED_ROLES.has(role)),
    mayReview: caller.isAdmin || caller.roles.some((role) => REVIEWING_ROLES.has(role)),
    role: caller.isAdmin
      ? 'admin'
      : (caller.roles.find((role) => REVIEWING_ROLES.has(role)) ?? caller.roles[0] ?? 'user'),
    userId,
    roles: caller.roles,
    engaged: engagedAtOwnEmployer({ roles: caller.roles, userId }),
  };
}

export function canRead(viewer: Viewer, record: ProfessionalRecord): boolean {
  if (viewer.isAdmin) return true;
  if (viewer.userId === undefined) return false;
  if (record.userId === viewer.userId) return true;
  if (viewer.engaged.has(record.id)) return true;
  return viewer.isLinkedStaff && record.links.includes(viewer.userId);
}

/** The professionals a list shows the viewer; 403 for a role that lists none. */
export function listableBy(viewer: Viewer): ProfessionalRecord[] {
  if (!viewer.isAdmin && !viewer.isLinkedStaff)
    fail(403, 'Your role cannot list professionals', 'forbidden');
  return getDb().professionals.filter((record) => canRead(viewer, record));
}

const idPattern = new RegExp(professionalIdPathParameter.pattern);

/** The record `id` names (a number, or `me`), if the viewer may read it. */
export function readableProfessional(id: string, viewer: Viewer): ProfessionalRecord {
  if (!idPattern.test(id)) fail(400, 'The professional id must be a number or me', 'bad_request');
  const professionals = getDb().professionals;
  if (id === 'me') {
    const own = professionals.find((p) => p.userId !== undefined && p.userId === viewer.userId);
    if (!own) fail(404, 'You have no professional record', 'not_found');
    return own;
  }
  const record = professionals.find((p) => p.id === Number(id));
  if (record && canRead(viewer, record)) return record;
  if (!viewer.isAdmin)
    fail(
      403,
      viewer.isLinkedStaff
        ? 'You can only see the professionals you work with'
        : 'You can only see your own record',
      'forbidden',
    );
  fail(404, 'Professional not found', 'not_found');
}
