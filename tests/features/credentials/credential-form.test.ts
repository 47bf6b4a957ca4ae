/** The credential form's checks, field by field, as the dialog runs them before any request. */
import type { CredentialType } from '@generated/product/model';
import type { CredentialFormValues } from '@/features/credentials/credential-form';
import { EMPTY_VALUES, credentialResolver } from '@/features/credentials/credential-form';
import { isValidNpi } from '@/lib/npi';

const CARD = {
  id: 'bls',
  fields: [
    { field: 'issuer', required: true },
    { field: 'number', required: false },
    { field: 'issuedOn', required: true },
    { field: 'expiresOn', required: true },
  ],
} as CredentialType;
const NPI = { id: 'npi', fields: [{ field: 'number', required: true }] } as CredentialType;
const types = new Map([
  ['bls', CARD],
  ['npi', NPI],
]);

async function problems(values: Partial<CredentialFormValues>) {
  const resolve = credentialResolver((id) => types.get(id), '2026-11-22');
  const { errors } = await resolve({ ...EMPTY_VALUES, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e?.message]));
}

const card = { typeId: 'bls', issuer: 'American Heart Association' };

it('passes a complete card, and names each missing field of the type', async () => {
  expect(await problems({ ...card, issuedOn: '2024-12-02', expiresOn: '2026-12-02' })).toEqual({});
  expect(await problems({ typeId: 'bls' })).toEqual({
    issuer: 'required',
    issuedOn: 'required',
    expiresOn: 'required',
  });
  expect(await problems({})).toEqual({ typeId: 'typeRequired' });
});

it('refuses a day that is not one, an issue after today and an expiry not after the issue', async () => {
  expect(await problems({ ...card, issuedOn: 'invalid', expiresOn: '2026-12-02' })).toEqual({
    issuedOn: 'dateInvalid',
  });
  expect(await problems({ ...card, issuedOn: '2026-11-23', expiresOn: '2026-11-23' })).toEqual({
    issuedOn: 'issuedInFuture',
    expiresOn: 'expiryBeforeIssue',
  });
  // Today is a day one may be issued a card.
  expect(await problems({ ...card, issuedOn: '2026-11-22', expiresOn: '2028-11-22' })).toEqual({});
});

it('checks an NPI: ten digits, and the check digit of the first nine', async () => {
  expect(await problems({ typeId: 'npi', number: '12345' })).toEqual({ number: 'npiDigits' });
  expect(await problems({ typeId: 'npi', number: '1234567890' })).toEqual({
    number: 'npiCheckDigit',
  });
  expect(await problems({ typeId: 'npi', number: '1234567893' })).toEqual({});
  // The CMS example, and each of its neighbours by one digit, which the check digit catches.
  expect(isValidNpi('1245319599')).toBe(true);
  for (let d = 0; d <= 9; d += 1) if (d !== 9) expect(isValidNpi(`124531959${d}`)).toBe(false);
  expect(isValidNpi('3245319599')).toBe(false); // an NPI starts with 1 or 2
});
