/**
 * The form of a credential: the fields its type asks for (the catalog's `fields`), checked with
 * the generated schema of the add body (`addCredentialBody`) and what the type requires, each
 * problem a key the dialog turns into a translated message at its field. An NPI's check digit is
 * checked here, before any request.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  addCredentialBody,
  addCredentialBodyIssuerMax,
  addCredentialBodyNumberMax,
} from '@generated/product/zod/credentials/credentials.zod';
import type { CredentialField, CredentialInput, CredentialType } from '@generated/product/model';
import { isValidNpi } from '@/lib/npi';
import { isBlank } from '@/lib/visible-text';

export interface CredentialFormValues {
  typeId: string;
  number: string;
  state: string;
  issuer: string;
  /** 'YYYY-MM-DD', or '' when empty; 'invalid' when what was typed is not a day. */
  issuedOn: string;
  expiresOn: string;
}

export const EMPTY_VALUES: CredentialFormValues = {
  typeId: '',
  number: '',
  state: '',
  issuer: '',
  issuedOn: '',
  expiresOn: '',
};

export const CREDENTIAL_TEXT_MAX = {
  number: addCredentialBodyNumberMax,
  issuer: addCredentialBodyIssuerMax,
} as const;

export type CredentialProblem =
  | 'typeRequired'
  | 'required'
  | 'tooLong'
  | 'npiDigits'
  | 'npiCheckDigit'
  | 'dateInvalid'
  | 'issuedInFuture'
  | 'expiryBeforeIssue'
  | 'invalid';

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** The body of what the type asks, blanks left out. */
export function bodyOf(values: CredentialFormValues, type: CredentialType | undefined) {
  const body: CredentialInput = { typeId: values.typeId };
  for (const { field } of type?.fields ?? []) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

/** react-hook-form resolver: the generated schema, then the type's own rules. */
export function credentialResolver(
  typeOf: (typeId: string) => CredentialType | undefined,
  today: string,
): Resolver<CredentialFormValues> {
  return async (values) => {
    const errors: FieldErrors<CredentialFormValues> = {};
    const put = (field: keyof CredentialFormValues, problem: CredentialProblem) => {
      errors[field] ??= { type: problem, message: problem };
    };
    const type = typeOf(values.typeId);
    if (!type) put('typeId', 'typeRequired');
    for (const spec of type?.fields ?? []) {
      const value = values[spec.field];
      if (spec.required && isBlank(value)) put(spec.field, 'required');
      if (value === 'invalid') put(spec.field, 'dateInvalid');
    }
    const body = bodyOf(values, type);
    if (type?.id === 'npi' && body.number) {
      put('number', /^[0-9]{10}$/.test(body.number) ? 'npiCheckDigit' : 'npiDigits');
      if (isValidNpi(body.number)) delete errors.number;
    }
    const day = (value: string | undefined) => (value && DAY.test(value) ? value : undefined);
    const issued = day(body.issuedOn);
    const expires = day(body.expiresOn);
    if (issued && issued > today) put('issuedOn', 'issuedInFuture');
    if (issued && expires && expires <= issued) put('expiresOn', 'expiryBeforeIssue');
    const parsed = addCredentialBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as CredentialField;
        put(field, issue.code === 'too_big' ? 'tooLong' : 'invalid');
      }
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
