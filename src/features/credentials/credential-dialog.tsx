/**
 * Adding, renewing or correcting a credential, in a dialog over the wallet: the type first (fixed
 * when renewing or correcting), then the fields it asks for, checked at each field before any
 * request; a refusal from the server lands at its field or above the form, and what was typed
 * stays. Loaded with its date pickers when first opened.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  useAddCredential,
  useUpdateCredential,
} from '@generated/product/endpoints/credentials/credentials';
import type { Credential, CredentialField } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { useCredentialTypes } from '@/features/compliance/use-type-names';
import type { CredentialFormValues } from './credential-form';
import { EMPTY_VALUES, bodyOf, credentialResolver } from './credential-form';
import { CredentialFields } from './credential-fields';
import { DatesInLanguage, localToday } from './date-field';
import { DocumentField } from '@/features/documents/document-field';
import type { ChosenDocument } from '@/features/documents/document-field';
import {
  documentMessages,
  savedWithoutDocumentMessage,
  sendDocumentMessage,
} from '@/features/documents/messages';
import {
  uploadRefusal,
  useDocumentPolicy,
  useDocumentUpload,
} from '@/features/documents/use-document-upload';
import {
  credentialMessages as m,
  editTitleMessage,
  problemMessages,
  renewTitleMessage,
} from './messages';

export type CredentialIntent =
  | { kind: 'add' }
  | { kind: 'renew'; credential: Credential }
  | { kind: 'edit'; credential: Credential };

interface Props {
  professionalId: string;
  intent: CredentialIntent;
  typeName: (typeId: string) => string;
  onClose: () => void;
  /** After the server took it: what was done, to which type. */
  onDone: (done: 'added' | 'renewed' | 'edited', typeId: string) => void;
}

const FIELDS: CredentialField[] = ['number', 'state', 'issuer', 'issuedOn', 'expiresOn'];

function startingValues(intent: CredentialIntent): CredentialFormValues {
  if (intent.kind === 'add') return EMPTY_VALUES;
  const c = intent.credential;
  if (intent.kind === 'renew')
    return {
      ...EMPTY_VALUES,
      typeId: c.typeId,
      issuer: c.issuer ?? '',
      state: c.state ?? '',
      number: c.number ?? '',
    };
  return {
    typeId: c.typeId,
    number: c.number ?? '',
    state: c.state ?? '',
    issuer: c.issuer ?? '',
    issuedOn: c.issuedOn ?? '',
    expiresOn: c.expiresOn ?? '',
  };
}

export default function CredentialDialog({
  professionalId,
  intent,
  typeName,
  onClose,
  onDone,
}: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const types = useCredentialTypes();
  const typeOf = useMemo(() => {
    const byId = new Map(types?.map((type) => [type.id, type]));
    return (id: string) => byId.get(id);
  }, [types]);
  const form = useForm<CredentialFormValues>({
    defaultValues: startingValues(intent),
    resolver: credentialResolver(typeOf, localToday()),
    mode: 'onTouched',
  });
  const typeId = useWatch({ control: form.control, name: 'typeId' });
  const type = typeOf(typeId);
  const add = useAddCredential();
  const update = useUpdateCredential();
  const policy = useDocumentPolicy();
  const documentUpload = useDocumentUpload();
  const [chosen, setChosen] = useState<ChosenDocument | undefined>();
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  /** The credential the server took when its document was then refused: only the document is left. */
  const [savedId, setSavedId] = useState<string | undefined>();
  const sending = documentUpload.progress !== undefined;
  const saving = add.isPending || update.isPending || sending;
  const failure = savedId ? undefined : (add.error ?? update.error);
  const done: 'added' | 'renewed' | 'edited' =
    intent.kind === 'add' ? 'added' : intent.kind === 'renew' ? 'renewed' : 'edited';

  /** The document goes once the credential is saved; a refusal stays at its field. */
  const withDocument = async (credentialId: string, typeId: string) => {
    if (!chosen || !type?.needsDocument) return onDone(done, typeId);
    try {
      await documentUpload.send(professionalId, credentialId, chosen.file);
      onDone(done, typeId);
    } catch (error) {
      setSavedId(credentialId);
      const reason = uploadRefusal(intl, error, chosen.file, policy);
      setFileProblem(intent.kind === 'edit' ? reason : t(savedWithoutDocumentMessage, { reason }));
    }
  };

  /** A 422's field errors at their fields (the server's words, as text); the rest above the form. */
  const placeRefusal = (error: unknown) => {
    for (const { field, message } of fieldErrorsOf(error))
      if ((FIELDS as string[]).includes(field) || field === 'typeId')
        form.setError(field as keyof CredentialFormValues, { type: 'server', message });
  };

  // Leaving once the credential is saved (its document refused): the wallet is told it was added.
  const close = () => (savedId ? onDone(done, typeId) : onClose());

  const submit = form.handleSubmit((values) => {
    if (fileProblem && !savedId) return;
    if (savedId) return void withDocument(savedId, values.typeId);
    const body = bodyOf(values, type);
    if (intent.kind === 'edit') {
      const { typeId: _same, ...changes } = body;
      update.mutate(
        { id: professionalId, credentialId: intent.credential.id, data: changes },
        { onSuccess: (c) => void withDocument(c.id, values.typeId), onError: placeRefusal },
      );
      return;
    }
    add.mutate(
      {
        id: professionalId,
        data: intent.kind === 'renew' ? { ...body, renews: intent.credential.id } : body,
      },
      {
        onSuccess: (c) => void withDocument(c.id, values.typeId),
        onError: placeRefusal,
      },
    );
  });

  const title =
    intent.kind === 'add'
      ? t(m.addTitle)
      : t(intent.kind === 'renew' ? renewTitleMessage : editTitleMessage, {
          type: typeName(intent.credential.typeId),
        });
  return (
    <Dialog open fullScreen={phone} aria-labelledby={titleId} onClose={saving ? undefined : close}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DatesInLanguage>
            <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 420 } }}>
              {intent.kind === 'add' && (
                <Controller
                  name="typeId"
                  control={form.control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      onChange={(event) => {
                        // Another type: the document chosen for the last one goes with it.
                        setChosen(undefined);
                        setFileProblem(undefined);
                        field.onChange(event);
                      }}
                      inputRef={field.ref}
                      disabled={savedId !== undefined}
                      select
                      required
                      label={t(m.type)}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error && t(problemMessages.typeRequired)}
                    >
                      {(types ?? []).map((option) => (
                        <MenuItem key={option.id} value={option.id}>
                          {typeName(option.id)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              )}
              {type && <CredentialFields type={type} control={form.control} />}
              {type?.needsDocument && (
                <DocumentField
                  policy={policy}
                  typeId={type.id}
                  chosen={chosen}
                  problem={fileProblem}
                  onChosen={(next) => {
                    setChosen(next);
                    if (savedId && next) setFileProblem(undefined);
                  }}
                  onProblem={setFileProblem}
                  progress={documentUpload.progress}
                  disabled={saving}
                />
              )}
              {failure && fieldErrorsOf(failure).length === 0 && (
                <Alert severity="error" variant="outlined">
                  {t(m.failed)} {failureText(intl, failure)}
                </Alert>
              )}
            </Stack>
          </DatesInLanguage>
        </DialogContent>
        <DialogActions>
          {sending ? (
            // A large file on a slow line: the person may stop it (the credential stays saved).
            <Button onClick={documentUpload.stop}>{t(documentMessages.stop)}</Button>
          ) : (
            <Button onClick={close} disabled={saving}>
              {t(m.cancel)}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={saving}>
            {saving
              ? t(m.saving)
              : savedId
                ? t(sendDocumentMessage)
                : t(
                    intent.kind === 'add'
                      ? m.submitAdd
                      : intent.kind === 'renew'
                        ? m.submitRenew
                        : m.submitEdit,
                  )}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
