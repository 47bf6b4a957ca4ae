/**
 * Verifications: a credential checked at its primary source when staff ask (the demo's registry,
 * compliance/registry.ts). The answer replaces the credential's last one and the status is
 * recomputed from it; the outcome before and after, and the source's words, go to the audit trail.
 * Nobody edits an answer: a reviewer acts on it (docs/decisions/020).
 */
import { credentialIdPathParameter } from '../../generated/product/constants';
import { getVerifyCredentialMockHandler } from '../../generated/product/endpoints/verifications/verifications.msw';
import type { Credential } from '../../generated/product/model';
import { productStamp } from '../calendar';
import { credentialType } from '../compliance/catalog';
import { checkAtSource } from '../compliance/registry';
import { operation } from '../faults';
import { getDb } from '../store';
import { recordEvent } from './audit-trail';
import { fail, requireCaller } from './caller';
import { readableProfessional, viewerOf } from './professional-access';
import { spendVerification } from './plans';
import { judged } from './reviews';

const credentialIdPattern = new RegExp(credentialIdPathParameter.pattern);

export const verificationHandlers = [
  getVerifyCredentialMockHandler(
    operation('verifyCredential', 'product', async ({ request, params }): Promise<Credential> => {
      const viewer = viewerOf(await requireCaller(request));
      if (!viewer.mayReview) fail(403, 'Your role cannot run verifications', 'forbidden');
      const professional = readableProfessional(String(params.id), viewer);
      const credentialId = String(params.credentialId);
      if (!credentialIdPattern.test(credentialId))
        fail(400, 'The credential id is not valid', 'bad_request');
      const credential = professional.credentials.find((c) => c.id === credentialId);
      if (!credential) fail(404, 'Credential not found', 'not_found');
      if (credential.replacedBy) fail(409, 'A renewal has replaced this credential', 'conflict');
      if (credentialType(credential.typeId).verification === 'none')
        fail(409, 'This credential type has no primary source to check', 'conflict');
      // The plan's limit before the source is asked: a refused check costs nothing.
      spendVerification();
      const answer = checkAtSource(getDb().registry, professional, credential, productStamp())!;
      const before = credential.verification?.outcome ?? 'unchecked';
      credential.verification = answer;
      professional.revision += 1;
      recordEvent(viewer, {
        professionalId: professional.id,
        action: 'credential.verified',
        credentialId,
        typeId: credential.typeId,
        before,
        after: answer.outcome,
        ...(answer.sourceText ? { reason: answer.sourceText } : {}),
      });
      return judged(professional, credentialId);
    }),
  ),
];
