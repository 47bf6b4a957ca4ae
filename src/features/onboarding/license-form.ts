/**
 * The license step's form as it holds what is typed, and as the API takes it
 * (`checkOnboardingLicenseBody`): the name as the license shows it, state, type, number, expiry,
 * and an NPI if there is one (its check digit checked here, before any request). Each problem is
 * a key the page turns into a translated message at its field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Credential, LicenseStepInput, Professional } from '@generated/product/model';
import {
  checkOnboardingLicenseBody,
  checkOnboardingLicenseBodyFirstNameMax,
  checkOnboardingLicenseBodyLastNameMax,
  checkOnboardingLicenseBodyNumberMax,
} from '@generated/product/zod/onboarding/onboarding.zod';
import { isValidNpi } from '@/lib/npi';
import { isBlank } from '@/lib/visible-text';

export interface LicenseValues {
  firstName: string;
  lastName: string;
  state: string;
  typeId: string;
  number: string;
  /** 'YYYY-MM-DD', '' when empty, 'invalid' when what was typed is not a day. */
  expiresOn: string;
  npi: string;
}

export type LicenseProblem =
  'required' | 'tooLong' | 'dateInvalid' | 'npiDigits' | 'npiCheckDigit' | 'invalid';

export const LICENSE_TEXT_MAX = {
  firstName: checkOnboardingLicenseBodyFirstNameMax,
  lastName: checkOnboardingLicenseBodyLastNameMax,
  number: checkOnboardingLicenseBodyNumberMax,
} as const;

/**
 * What the form starts with: the license on file if there is one, else what registration said
 * (the home state; the license of the discipline, when the catalog has it).
 */
export function startingValues(
  professional: Professional,
  onFile: Credential | undefined,
  licenseTypes: readonly string[],
): LicenseValues {
  const ofDiscipline = `${professional.discipline}-license`;
  return {
    firstName: professional.firstName,
    lastName: professional.lastName,
    state: onFile?.state ?? professional.homeState,
    typeId: onFile?.typeId ?? (licenseTypes.includes(ofDiscipline) ? ofDiscipline : ''),
    number: onFile?.number ?? '',
    expiresOn: onFile?.expiresOn ?? '',
    npi: professional.npi ?? '',
  };
}

export function inputOf(values: LicenseValues): LicenseStepInput {
  const npi = values.npi.replace(/\s/g, '');
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    state: values.state,
    typeId: values.typeId,
    number: values.number.trim(),
    expiresOn: values.expiresOn,
    ...(npi ? { npi } : {}),
  };
}

export const licenseResolver: Resolver<LicenseValues> = (values) => {
  const errors: FieldErrors<LicenseValues> = {};
  const put = (field: keyof LicenseValues, problem: LicenseProblem) => {
    errors[field] ??= { type: 'validate', message: problem };
  };
  for (const field of ['firstName', 'lastName', 'state', 'typeId', 'number', 'expiresOn'] as const)
    if (isBlank(values[field])) put(field, 'required');
  for (const field of ['firstName', 'lastName', 'number'] as const)
    if (values[field].trim().length > LICENSE_TEXT_MAX[field]) put(field, 'tooLong');
  if (values.expiresOn === 'invalid') put('expiresOn', 'dateInvalid');
  const npi = values.npi.replace(/\s/g, '');
  if (npi && !/^[0-9]{10}$/.test(npi)) put('npi', 'npiDigits');
  else if (npi && !isValidNpi(npi)) put('npi', 'npiCheckDigit');
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  // The contract's own shape, as the generated schema has it: anything else is 'invalid'.
  const parsed = checkOnboardingLicenseBody.safeParse(inputOf(values));
  if (parsed.success) return { values, errors: {} };
  for (const issue of parsed.error.issues) put(issue.path[0] as keyof LicenseValues, 'invalid');
  return { values: {}, errors };
};
