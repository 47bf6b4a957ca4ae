/**
 * A professional's credentials written: added (a renewal names the one it renews), corrected and
 * deleted while no reviewer has judged them. The fields asked are the catalog's, checked here as
 * a real server would (the app checks them at the field first); the status is computed on read.
 */
import { credentialIdPathParameter } from '../../generated/product/constants';
import {
  getAddCredentialMockHandler,
  getDeleteCredentialMockHandler,
  getUpdateCredentialMockHandler,
} from '../../generated/product/endpoints/credentials/credentials.msw';
import type { ApiError, Credential } from '../../generated/product/model';
import {
  addCredentialBody,
  updateCredentialBody,
} from '../../generated/product/zod/credentials/credentials.zod';
import { productInstant, productStamp } from '../calendar';
import { documentBytes } from '../document-bytes';
import { CREDENTIAL_TYPE_IDS, credentialType } from '../compliance/catalog';
import type { CredentialTypeId } from '../compliance/catalog';
import { civilToday, isCivilDate } from '../compliance/civil-date';
import { isValidNpi } from '../compliance/npi';
import type { CredentialRecord, ProfessionalRecord } from '../db';
import { operation } from '../faults';
import { recordEvent } from './audit-trail';
import { bodyOf, invalid, parse } from './bodies';
import { fail, requireCaller } from './caller';
import type { Viewer } from './professional-access';
import { readableProfessional, viewerOf } from './professional-access';
import { judged } from './reviews';
import { zodLanguage } from './language';

const credentialIdPattern = new RegExp(credentialIdPathParameter.pattern);
type Fields = Pick<CredentialRecord, 'number' | 'state' | 'issuer' | 'issuedOn' | 'expiresOn'>;

/** The record the caller may change: their own, or anyone's for an administrator. */
export function writable(id: string, viewer: Viewer): ProfessionalRecord {
  const record = readableProfessional(id, viewer);
  if (!viewer.isAdmin && record.userId !== viewer.userId)
    fail(
      403,
      'Only the professional or an administrator can change these credentials',
      'forbidden',
    );
  return record;
}

/** What the type's form asks, as the catalog says, and dates that make sense in the holder's today. */
function checkFields(typeId: CredentialTypeId, fields: Fields, holder: ProfessionalRecord): void {
  const errors: NonNullable<ApiError['errors']> = [];
  for (const spec of credentialType(typeId).fields)
    if (spec.required && fields[spec.field] === undefined)
      errors.push({ field: spec.field, message: 'This credential needs it' });
  const asked = new Set(credentialType(typeId).fields.map((spec) => spec.field));
  for (const field of Object.keys(fields) as Array<keyof Fields>)
    if (fields[field] !== undefined && !asked.has(field))
      errors.push({ field, message: 'This credential does not have this field' });
  if (typeId === 'npi' && fields.number !== undefined && !isValidNpi(fields.number))
    errors.push({ field: 'number', message: 'Not a valid NPI: its check digit does not match' });
  for (const field of ['issuedOn', 'expiresOn'] as const) {
    const value = fields[field];
    if (value !== undefined && !isCivilDate(value))
      errors.push({ field, message: 'Not a day of the calendar' });
  }
  const today = civilToday(productInstant(), holder.timeZone);
  if (fields.issuedOn && isCivilDate(fields.issuedOn) && fields.issuedOn > today)
    errors.push({ field: 'issuedOn', message: 'The issue date is after today' });
  if (fields.issuedOn && fields.expiresOn && fields.expiresOn <= fields.issuedOn)
    errors.push({ field: 'expiresOn', message: 'The expiry date is not after the issue date' });
  if (errors.length > 0) invalid(errors);
}

/**
 * Part of the record: judged by a reviewer, or answered by a primary source (a type nobody
 * reviews is approved on arrival and judged by its source). What it says is what was judged.
 */
const settled = (c: CredentialRecord) =>
  c.reviewState !== 'pending' || c.verification !== undefined;

/** A source found a problem with the person (suspended, revoked, excluded…): it stays until a reviewer acts. */
const flagged = (c: CredentialRecord) =>
  c.verification !== undefined && !['active', 'clear'].includes(c.verification.outcome);

/** Checks the platform runs itself: not a professional's to add. */
const PLATFORM_CHECKS: ReadonlySet<string> = new Set(['oig-exclusion-check']);

export function heldBy(professional: ProfessionalRecord, credentialId: string): CredentialRecord {
  if (!credentialIdPattern.test(credentialId))
    fail(400, 'The credential id is not valid', 'bad_request');
  const credential = professional.credentials.find((c) => c.id === credentialId);
  if (!credential) fail(404, 'Credential not found', 'not_found');
  return credential;
}

export function nextId(professional: ProfessionalRecord): string {
  const used = professional.credentials.map((c) => Number(/-(\d+)$/.exec(c.id)?.[1] ?? 0));
  return `c-${professional.id}-${String(Math.max(0, ...used) + 1).padStart(2, '0')}`;
}

export const credentialWriteHandlers = [
  getAddCredentialMockHandler(
    operation('addCredential', 'product', async ({ request, params }): Promise<Credential> => {
      const viewer = viewerOf(await requireCaller(request));
      const professional = writable(String(params.id), viewer);
      const {
        typeId: rawType,
        renews,
        ...fields
      } = parse(addCredentialBody.safeParse(await bodyOf(request), zodLanguage()));
      if (!(CREDENTIAL_TYPE_IDS as readonly string[]).includes(rawType))
        invalid([{ field: 'typeId', message: 'Not a credential type of the catalog' }]);
      const typeId = rawType as CredentialTypeId;
      if (PLATFORM_CHECKS.has(typeId) && !viewer.isAdmin)
        invalid([{ field: 'typeId', message: 'The platform runs this check itself' }]);
      checkFields(typeId, fields, professional);
      const renewed = renews === undefined ? undefined : heldBy(professional, renews);
      if (renewed && (renewed.typeId !== typeId || renewed.replacedBy))
        fail(
          409,
          'Only a credential of the same type, not yet renewed, can be renewed',
          'conflict',
        );
      if (renewed && flagged(renewed))
        fail(409, 'A finding at the source stays until a reviewer acts on it', 'conflict');
      const credential: CredentialRecord = {
        id: nextId(professional),
        typeId,
        ...fields,
        reviewState: credentialType(typeId).needsReview ? 'pending' : 'approved',
        addedAt: productStamp(),
      };
      professional.credentials.push(credential);
      if (renewed) renewed.replacedBy = credential.id;
      professional.revision += 1;
      recordEvent(viewer, {
        professionalId: professional.id,
        action: 'credential.added',
        credentialId: credential.id,
        typeId,
        after: credential.reviewState,
      });
      return judged(professional, credential.id);
    }),
  ),

  getUpdateCredentialMockHandler(
    operation('updateCredential', 'product', async ({ request, params }): Promise<Credential> => {
      const viewer = viewerOf(await requireCaller(request));
      const professional = writable(String(params.id), viewer);
      const credential = heldBy(professional, String(params.credentialId));
      const changes = parse(updateCredentialBody.safeParse(await bodyOf(request), zodLanguage()));
      if (settled(credential))
        fail(409, 'This credential was reviewed; add a new copy instead', 'conflict');
      const merged = { ...credential, ...changes };
      const { number, state, issuer, issuedOn, expiresOn } = merged;
      checkFields(credential.typeId, { number, state, issuer, issuedOn, expiresOn }, professional);
      Object.assign(credential, changes);
      professional.revision += 1;
      recordEvent(viewer, {
        professionalId: professional.id,
        action: 'credential.corrected',
        credentialId: credential.id,
        typeId: credential.typeId,
      });
      return judged(professional, credential.id);
    }),
  ),

  getDeleteCredentialMockHandler(
    operation('deleteCredential', 'product', async ({ request, params }) => {
      const viewer = viewerOf(await requireCaller(request));
      const professional = writable(String(params.id), viewer);
      const credential = heldBy(professional, String(params.credentialId));
      if (settled(credential) || credential.replacedBy)
        fail(409, 'This credential is part of the record; it cannot be deleted', 'conflict');
      professional.credentials = professional.credentials.filter((c) => c.id !== credential.id);
      for (const document of credential.documents ?? []) await documentBytes().delete(document.id);
      for (const c of professional.credentials)
        if (c.replacedBy === credential.id) delete c.replacedBy;
      professional.revision += 1;
      recordEvent(viewer, {
        professionalId: professional.id,
        action: 'credential.deleted',
        credentialId: credential.id,
        typeId: credential.typeId,
      });
    }),
  ),
];
