/**
 * SPEC §2.2 /onboarding/license-verification (decision 028): the name as the license shows it,
 * state, license, number, expiry and an optional NPI, prefilled from registration; sent, the
 * server asks the board (and the NPI registry) at once and the result card shows their answers.
 * Opened again, the license on file and its last answer are there; a typo is corrected by
 * checking again. Checked at each field before any request; a refusal lands at its field.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useListProfessionalCredentials } from '@generated/product/endpoints/credentials/credentials';
import {
  getGetOnboardingQueryKey,
  useCheckOnboardingLicense,
} from '@generated/product/endpoints/onboarding/onboarding';
import { useGetProfessional } from '@generated/product/endpoints/professionals/professionals';
import type { Credential, CredentialType, Professional } from '@generated/product/model';
import { FormOutcome } from '@/components/form-outcome';
import { useCredentialTypes, useTypeNames } from '@/features/compliance/use-type-names';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { LicenseFields } from './license-fields';
import type { LicenseProblem, LicenseValues } from './license-form';
import { inputOf, licenseResolver, startingValues } from './license-form';
import { licenseMessages as m, licenseProblemMessages } from './license-messages';
import { LicenseResult } from './license-result';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { pathAfter } from './steps';
import { useStepForm } from './use-step-form';

const FIELDS = new Set(['firstName', 'lastName', 'state', 'typeId', 'number', 'expiresOn', 'npi']);

/** The newest of a type on file (not replaced by a renewal), if any. */
const newest = (credentials: readonly Credential[], test: (c: Credential) => boolean) =>
  credentials.filter((c) => test(c) && !c.replacedBy).at(-1);

export default function LicenseVerificationPage() {
  const t = useIntl().formatMessage;
  const professional = useGetProfessional('me');
  const credentials = useListProfessionalCredentials('me');
  const types = useCredentialTypes();
  const error = professional.error ?? credentials.error;
  const ready = professional.data && credentials.data && types;
  return (
    <OnboardingFrame step="license">
      {ready ? (
        <LicenseStep
          professional={professional.data}
          credentials={credentials.data.items}
          licenseTypes={types.filter((type) => type.category === 'license')}
        />
      ) : error ? (
        <FormOutcome error={error} errorText={t(m.loadFailed)} />
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
    </OnboardingFrame>
  );
}

interface StepProps {
  professional: Professional;
  credentials: readonly Credential[];
  licenseTypes: readonly CredentialType[];
}

function LicenseStep({ professional, credentials, licenseTypes }: StepProps) {
  const t = useIntl().formatMessage;
  const queryClient = useQueryClient();
  const typeName = useTypeNames();
  const licenseIds = licenseTypes.map((type) => type.id);
  const onFile = newest(credentials, (c) => licenseIds.includes(c.typeId));
  const npiOnFile = newest(credentials, (c) => c.typeId === 'npi');
  const check = useCheckOnboardingLicense();
  // The last answer stays while the next check runs: a new check clears the mutation's data, and
  // the record read again may not have it yet, so the result card would vanish and come back.
  const [answered, setAnswered] = useState<typeof check.data>();
  const { form, leaving } = useStepForm<LicenseValues>('license', {
    defaultValues: startingValues(professional, onFile, licenseIds),
    resolver: licenseResolver,
    // A check resets the form to what it sent: what is typed after it is unsaved again.
    saved: false,
  });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The answer, once it has come, is read first: focus goes to it.
  useEffect(() => {
    if (check.data) resultHeading.current?.focus();
  }, [check.data]);

  const text = (error: FieldError | undefined) =>
    error?.type === 'server'
      ? error.message
      : error?.message &&
        t(
          licenseProblemMessages[error.message as LicenseProblem] ?? licenseProblemMessages.invalid,
        );
  const unplaced = fieldErrorsOf(check.error).some(({ field }) => FIELDS.has(field))
    ? undefined
    : check.error;
  const submit = form.handleSubmit((values) => {
    if (check.isPending) return;
    check.mutate(
      { id: 'me', data: inputOf(values) },
      {
        onSuccess: (data) => {
          setAnswered(data);
          form.reset(values);
          // What the step changed: the onboarding, the record, its credentials and compliance.
          void queryClient.invalidateQueries({
            predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/professionals/me'),
          });
          void queryClient.invalidateQueries({ queryKey: getGetOnboardingQueryKey('me') });
        },
        onError: (error) => {
          for (const { field, message } of fieldErrorsOf(error))
            if (FIELDS.has(field))
              form.setError(field as keyof LicenseValues, { type: 'server', message });
        },
      },
    );
  });

  const result = check.data ?? answered;
  const license = result?.license ?? onFile;
  const npi = result ? result.npi : npiOnFile;
  return (
    <>
      {license?.verification && (
        <Stack spacing={2}>
          <LicenseResult
            license={license}
            npi={npi?.verification ? npi : undefined}
            typeName={typeName}
            headingRef={resultHeading}
          />
          <div>
            <Button
              variant="contained"
              component={RouterLink}
              to={pathAfter('license')}
              onClick={leaving.release}
            >
              {t(m.continue)}
            </Button>
          </div>
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack spacing={3}>
            <Typography variant="body2">{t(m.intro)}</Typography>
            <LicenseFields form={form} licenseTypes={licenseTypes} text={text} />
            <FormOutcome error={unplaced} />
            <StepActions
              step="license"
              submitLabel={t(license?.verification ? m.checkAgain : m.check)}
              pending={check.isPending}
            />
          </Stack>
        </form>
        {leaving.dialog}
      </Paper>
    </>
  );
}
