/**
 * Onboarding's license step (docs/decisions/028): the name as the license shows it, the license
 * put on file and asked of its state's board at once, the NPI (if any) asked of the NPI registry.
 * Sent again after a typo, it corrects the license no reviewer has judged and whose board found
 * nothing against the person; a board's finding about the person stays for a reviewer.
 */
import { getCheckOnboardingLicenseMockHandler } from '../../generated/product/endpoints/onboarding/onboarding.msw';
import type { LicenseCheck } from '../../generated/product/model';
import { checkOnboardingLicenseBody } from '../../generated/product/zod/onboarding/onboarding.zod';
import { productStamp } from '../calendar';
import { credentialType, isCredentialTypeId } from '../compliance/catalog';
import type { CredentialTypeId } from '../compliance/catalog';
import { isCivilDate } from '../compliance/civil-date';
import { isValidNpi } from '../compliance/npi';
import { checkAtSource } from '../compliance/registry';
import type { CredentialRecord, ProfessionalRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { countVerification } from './plans';
import { recordEvent } from './audit-trail';
import { bodyOf, invalid, parse } from './bodies';
import type { FieldErrors } from './bodies';
import { fail, requireCaller } from './caller';
import { nextId } from './credential-writes';
import { zodLanguage } from './language';
import { own } from './onboarding';
import type { Viewer } from './professional-access';
import { viewerOf } from './professional-access';
import { judged } from './reviews';

/** What a board can say of a license that is about the person, not a typo: a reviewer acts on it. */
const FINDINGS = new Set(['suspended', 'revoked', 'probation', 'expired', 'exclusion-match']);

const stamp = () => productStamp();

/**
 * The credential the step writes: the one of this type (and state) that no reviewer has judged
 * and no source has found against the person, corrected; else a new one. A judged one or a
 * finding is not the step's to overwrite (409).
 */
function onFile(
  professional: ProfessionalRecord,
  typeId: CredentialTypeId,
  state: string | undefined,
  fields: Pick<CredentialRecord, 'number' | 'state' | 'expiresOn'>,
): { credential: CredentialRecord; added: boolean } {
  const same = professional.credentials.filter(
    (c) => c.typeId === typeId && c.state === state && !c.replacedBy,
  );
  const open = same.find(
    (c) => c.reviewState === 'pending' && !FINDINGS.has(c.verification?.outcome ?? ''),
  );
  if (open) {
    Object.assign(open, fields);
    return { credential: open, added: false };
  }
  if (same.some((c) => c.number?.toUpperCase() === fields.number?.toUpperCase()))
    fail(409, 'This license is already on file and was reviewed or flagged', 'conflict');
  const credential: CredentialRecord = {
    id: nextId(professional),
    typeId,
    ...fields,
    reviewState: credentialType(typeId).needsReview ? 'pending' : 'approved',
    addedAt: stamp(),
  };
  professional.credentials.push(credential);
  return { credential, added: true };
}

/** Asks the credential's source now; the answer replaces the last one, as a verification does. */
function askSource(
  viewer: Viewer,
  professional: ProfessionalRecord,
  written: ReturnType<typeof onFile>,
) {
  const { credential, added } = written;
  if (added)
    recordEvent(viewer, {
      professionalId: professional.id,
      action: 'credential.added',
      credentialId: credential.id,
      typeId: credential.typeId,
      after: credential.reviewState,
    });
  const before = credential.verification?.outcome ?? 'unchecked';
  const answer = checkAtSource(getDb().registry, professional, credential, stamp());
  if (!answer) return;
  countVerification();
  credential.verification = answer;
  recordEvent(viewer, {
    professionalId: professional.id,
    action: 'credential.verified',
    credentialId: credential.id,
    typeId: credential.typeId,
    before,
    after: answer.outcome,
    ...(answer.sourceText ? { reason: answer.sourceText } : {}),
  });
}

export const onboardingLicenseHandlers = [
  getCheckOnboardingLicenseMockHandler(
    operation('checkOnboardingLicense', 'product', async ({ request, params }) => {
      const viewer = viewerOf(await requireCaller(request));
      const professional = own(String(params.id), viewer);
      const input = parse(
        checkOnboardingLicenseBody.safeParse(await bodyOf(request), zodLanguage()),
      );
      const errors: FieldErrors = [];
      const firstName = input.firstName.trim();
      const lastName = input.lastName.trim();
      if (!firstName) errors.push({ field: 'firstName', message: 'Enter the first name' });
      if (!lastName) errors.push({ field: 'lastName', message: 'Enter the last name' });
      const isLicense =
        isCredentialTypeId(input.typeId) && credentialType(input.typeId).category === 'license';
      if (!isLicense) errors.push({ field: 'typeId', message: 'Not a license of the catalog' });
      if (!input.number.trim()) errors.push({ field: 'number', message: 'Enter the number' });
      if (!isCivilDate(input.expiresOn))
        errors.push({ field: 'expiresOn', message: 'Not a day of the calendar' });
      if (input.npi !== undefined && !isValidNpi(input.npi))
        errors.push({ field: 'npi', message: 'Not a valid NPI: its check digit does not match' });
      if (errors.length > 0) invalid(errors);

      // The name the boards compare: the professional's own statement of it.
      professional.firstName = firstName;
      professional.lastName = lastName;
      const user = getDb().users.find((u) => u.id === professional.userId);
      if (user && !user.firstName && !user.lastName) Object.assign(user, { firstName, lastName });

      const typeId = input.typeId as CredentialTypeId;
      const license = onFile(professional, typeId, input.state, {
        number: input.number.trim().toUpperCase(),
        state: input.state,
        expiresOn: input.expiresOn,
      });
      const npi =
        input.npi === undefined
          ? undefined
          : onFile(professional, 'npi', undefined, { number: input.npi });
      askSource(viewer, professional, license);
      if (npi) {
        professional.npi = input.npi;
        askSource(viewer, professional, npi);
      }
      professional.revision += 1;
      const answer: LicenseCheck = { license: judged(professional, license.credential.id) };
      if (npi) answer.npi = judged(professional, npi.credential.id);
      return answer;
    }),
  ),
];
