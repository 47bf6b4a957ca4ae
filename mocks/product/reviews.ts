/**
 * Reviews and the audit trail of a professional's record, on the generated MSW handler factories:
 * a reviewer approves or rejects a credential (the status is recomputed at once), and every
 * judgement is written down with who, when, before, after and why (docs/decisions/019).
 */
import { credentialIdPathParameter } from '../../generated/product/constants';
import { getListProfessionalEventsMockHandler } from '../../generated/product/endpoints/audit/audit.msw';
import {
  getReviewCredentialMockHandler,
  getWaiveRequirementMockHandler,
} from '../../generated/product/endpoints/reviews/reviews.msw';
import type { AuditEventPage, Credential, RequirementStatus } from '../../generated/product/model';
import { listProfessionalEventsQueryParams } from '../../generated/product/zod/audit/audit.zod';
import {
  reviewCredentialBody,
  waiveRequirementBody,
} from '../../generated/product/zod/reviews/reviews.zod';
import { addDays, civilToday, isCivilDate } from '../compliance/civil-date';
import { requirementsFor } from '../compliance/requirements';
import type { CredentialTypeId } from '../compliance/catalog';
import { productInstant } from '../calendar';
import { standingOf } from '../compliance/standing';
import type { ProfessionalRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { recordEvent } from './audit-trail';
import { alertRejection } from './alerts';
import { fail, requireCaller } from './caller';
import { readableProfessional, viewerOf } from './professional-access';
import { badQuery, pageOf, query } from './query';
import { zodLanguage } from './language';

const credentialIdPattern = new RegExp(credentialIdPathParameter.pattern);

async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    fail(400, 'The request body must be JSON', 'bad_request');
  }
}

/** The credential as the engine sees it now. */
export function judged(professional: ProfessionalRecord, credentialId: string): Credential {
  return standingOf(professional, productInstant()).credentials.find((c) => c.id === credentialId)!;
}

export const reviewHandlers = [
  getReviewCredentialMockHandler(
    operation('reviewCredential', 'product', async ({ request, params }): Promise<Credential> => {
      const viewer = viewerOf(await requireCaller(request));
      if (!viewer.mayReview) fail(403, 'Your role cannot review credentials', 'forbidden');
      const professional = readableProfessional(String(params.id), viewer);
      const credentialId = String(params.credentialId);
      if (!credentialIdPattern.test(credentialId))
        fail(400, 'The credential id is not valid', 'bad_request');
      const credential = professional.credentials.find((c) => c.id === credentialId);
      if (!credential) fail(404, 'Credential not found', 'not_found');
      const parsed = reviewCredentialBody.safeParse(await bodyOf(request), zodLanguage());
      if (!parsed.success) {
        const errors = parsed.error.issues.slice(0, 100).map((issue) => ({
          field: issue.path.join('.') || 'body',
          message: issue.message,
        }));
        fail(422, 'Some fields are not valid', 'validation_failed', errors);
      }
      const { decision } = parsed.data;
      const reason = parsed.data.reason?.trim();
      if (decision === 'reject' && !reason)
        fail(422, 'Some fields are not valid', 'validation_failed', [
          { field: 'reason', message: 'Say why, for the professional to read' },
        ]);
      if (credential.replacedBy) fail(409, 'A renewal has replaced this credential', 'conflict');
      const after = decision === 'approve' ? 'approved' : 'rejected';
      if (credential.reviewState === after)
        fail(
          409,
          after === 'approved'
            ? 'This credential is already approved'
            : 'This credential is already rejected',
          'conflict',
        );
      const before = credential.reviewState;
      credential.reviewState = after;
      if (decision === 'approve') delete credential.rejectionReason;
      else credential.rejectionReason = reason;
      professional.revision += 1;
      recordEvent(viewer, {
        professionalId: professional.id,
        action: decision === 'approve' ? 'credential.approved' : 'credential.rejected',
        credentialId,
        typeId: credential.typeId,
        before,
        after,
        ...(reason && decision === 'reject' ? { reason } : {}),
      });
      if (decision === 'reject' && reason) alertRejection(professional, credential, reason);
      return judged(professional, credentialId);
    }),
  ),

  getWaiveRequirementMockHandler(
    operation(
      'waiveRequirement',
      'product',
      async ({ request, params }): Promise<RequirementStatus> => {
        const viewer = viewerOf(await requireCaller(request));
        if (!viewer.mayReview) fail(403, 'Your role cannot waive requirements', 'forbidden');
        const professional = readableProfessional(String(params.id), viewer);
        const parsed = waiveRequirementBody.safeParse(await bodyOf(request), zodLanguage());
        if (!parsed.success)
          fail(
            422,
            'Some fields are not valid',
            'validation_failed',
            parsed.error.issues.slice(0, 100).map((issue) => ({
              field: issue.path.join('.') || 'body',
              message: issue.message,
            })),
          );
        const { typeId, endsOn } = parsed.data;
        const reason = parsed.data.reason.trim();
        const today = civilToday(productInstant(), professional.timeZone);
        const errors = [
          ...(requirementsFor(professional.discipline).some((r) => r.typeId === typeId)
            ? []
            : [{ field: 'typeId', message: 'Not one of this professional’s requirements' }]),
          ...(reason
            ? []
            : [{ field: 'reason', message: 'Say why, for the professional to read' }]),
          ...(isCivilDate(endsOn) && endsOn > today && endsOn <= addDays(today, 366)
            ? []
            : [{ field: 'endsOn', message: 'The last day must be after today and within a year' }]),
        ];
        if (errors.length > 0) fail(422, 'Some fields are not valid', 'validation_failed', errors);
        // A finding about the person (a suspension, an exclusion) is acted on, not waived.
        const now0 = standingOf(professional, productInstant()).compliance.requirements;
        if (now0.find((r) => r.typeId === typeId)?.status === 'needs-attention')
          fail(409, 'A finding at the source cannot be waived; act on it instead', 'conflict');
        // The last waiver given is the one that counts: it replaces any earlier one of the type.
        professional.waivers = [
          ...professional.waivers.filter((w) => w.typeId !== typeId),
          { typeId: typeId as CredentialTypeId, reason, endsOn },
        ];
        professional.revision += 1;
        recordEvent(viewer, {
          professionalId: professional.id,
          action: 'requirement.waived',
          typeId,
          after: endsOn,
          reason,
        });
        return standingOf(professional, productInstant()).compliance.requirements.find(
          (r) => r.typeId === typeId,
        )!;
      },
    ),
  ),

  getListProfessionalEventsMockHandler(
    operation(
      'listProfessionalEvents',
      'product',
      async ({ request, params }): Promise<AuditEventPage> => {
        const viewer = viewerOf(await requireCaller(request));
        const professional = readableProfessional(String(params.id), viewer);
        const parsed = listProfessionalEventsQueryParams.safeParse(query(request), zodLanguage());
        if (!parsed.success) badQuery(parsed.error.issues);
        const events = getDb()
          .auditEvents.filter((e) => e.professionalId === professional.id)
          .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
        return pageOf(events, parsed.data.page, parsed.data.pageSize);
      },
    ),
  ),
];
