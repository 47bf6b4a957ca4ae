/**
 * SPEC §2.2 /onboarding/upload-resume (decision 029): the résumé, a PDF or a Word document checked
 * by its content before it is sent (the server checks again), dropped or chosen, with its progress
 * and a way to stop; kept in the wallet as the résumé credential. A new file replaces the one on
 * file; the one on file can be viewed or downloaded; the step can be skipped.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  addCredential,
  useListProfessionalCredentials,
} from '@generated/product/endpoints/credentials/credentials';
import { deleteCredentialDocument } from '@generated/product/endpoints/documents/documents';
import { getGetOnboardingQueryKey } from '@generated/product/endpoints/onboarding/onboarding';
import type { Credential, DocumentPolicy } from '@generated/product/model';
import { FormOutcome } from '@/components/form-outcome';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { CredentialDocuments } from '@/features/documents/credential-documents';
import type { ChosenDocument } from '@/features/documents/document-field';
import { DocumentField } from '@/features/documents/document-field';
import { documentMessages } from '@/features/documents/messages';
import {
  uploadRefusal,
  useDocumentPolicyQuery,
  useDocumentUpload,
} from '@/features/documents/use-document-upload';
import { OnboardingFrame } from './onboarding-frame';
import { resumeMessages as m } from './resume-messages';
import { StepActions } from './step-actions';
import { isStepPath, pathAfter } from './steps';

export default function UploadResumePage() {
  const t = useIntl().formatMessage;
  const credentials = useListProfessionalCredentials('me');
  // The kinds a résumé may be come with the policy: a file is not judged before it is known.
  const policy = useDocumentPolicyQuery();
  const error = credentials.error ?? policy.error;
  return (
    <OnboardingFrame step="resume">
      {credentials.data && policy.data ? (
        <ResumeForm
          policy={policy.data}
          onFile={credentials.data.items
            .filter((c) => c.typeId === 'resume' && !c.replacedBy)
            .at(-1)}
        />
      ) : error ? (
        <FormOutcome error={error} errorText={t(m.loadFailed)} />
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </OnboardingFrame>
  );
}

function ResumeForm({
  onFile,
  policy,
}: {
  onFile: Credential | undefined;
  policy: DocumentPolicy;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useDocumentUpload();
  const [chosen, setChosen] = useState<ChosenDocument>();
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [saving, setSaving] = useState(false);
  const leaving = useUnsavedChanges(Boolean(chosen) && !saving, { keptAt: isStepPath });
  const held = onFile?.documents ?? [];

  const goOn = () => {
    leaving.release();
    void navigate(pathAfter('resume'));
  };

  const send = async () => {
    if (saving) return;
    if (!chosen) {
      if (held.length > 0) goOn();
      else setProblem(t(m.chooseFirst));
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      // The résumé credential, made the first time (the wallet then lists it).
      const resume = onFile ?? (await addCredential('me', { typeId: 'resume' }));
      try {
        await upload.send('me', resume.id, chosen.file);
      } catch (error) {
        setProblem(uploadRefusal(intl, error, chosen.file, policy));
        return;
      }
      // The new file replaces the one before: a résumé is one document.
      for (const old of held) await deleteCredentialDocument('me', resume.id, old.id);
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/professionals/me'),
      });
      void queryClient.invalidateQueries({ queryKey: getGetOnboardingQueryKey('me') });
      setChosen(undefined);
      goOn();
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack spacing={3}>
          <Typography variant="body2">{t(m.intro)}</Typography>
          {onFile && held.length > 0 && (
            <section aria-label={t(m.onFile)}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t(m.onFile)}
              </Typography>
              <CredentialDocuments professionalId="me" credential={onFile} />
            </section>
          )}
          <DocumentField
            policy={policy}
            typeId="resume"
            label={t(held.length > 0 ? m.replace : m.label)}
            chosen={chosen}
            problem={problem}
            onChosen={setChosen}
            onProblem={setProblem}
            progress={upload.progress}
            disabled={saving}
          />
          {upload.progress !== undefined && (
            // A large file on a slow line: the person may stop it and choose again.
            <div>
              <Button onClick={upload.stop}>{t(documentMessages.stop)}</Button>
            </div>
          )}
          <FormOutcome error={failure} />
          <StepActions
            step="resume"
            submitLabel={t(chosen || held.length === 0 ? m.upload : m.continue)}
            pending={saving}
            onLeave={leaving.release}
          />
        </Stack>
      </form>
      {leaving.dialog}
    </Paper>
  );
}
