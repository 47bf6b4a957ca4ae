/**
 * What a professional does to their own credentials from the wallet: add one, renew one that was
 * judged, correct or delete one no reviewer has read yet. Gives the page its Add button, the
 * buttons under each credential, the dialogs, and a live region that says what was done.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Credential } from '@generated/product/model';
import type { CredentialActions } from '@/features/compliance/credential-list';
import { useRefreshProfessionals } from '@/features/compliance/refresh';
import { useCredentialTypes, useTypeNames } from '@/features/compliance/use-type-names';
import type { DocumentActions } from '@/features/documents/credential-documents';
import { removedMessage } from '@/features/documents/messages';
import type { CredentialIntent } from './credential-dialog';
import { DeleteCredential } from './delete-credential';
import { credentialMessages as m, doneMessages } from './messages';

const CredentialDialog = lazy(() => import('./credential-dialog'));

type Done = keyof typeof doneMessages;

export function useCredentialWork(professionalId: string): {
  toolbar: ReactNode;
  actions: CredentialActions;
  documentActions: DocumentActions;
  dialogs: ReactNode;
} {
  const t = useIntl().formatMessage;
  const typeName = useTypeNames();
  const types = useCredentialTypes();
  const refresh = useRefreshProfessionals();
  const [intent, setIntent] = useState<CredentialIntent | undefined>();
  const [deleting, setDeleting] = useState<Credential | undefined>();
  const [done, setDone] = useState<{ what: Done; typeId: string } | undefined>();
  const [removed, setRemoved] = useState<string | undefined>();
  // A deleted credential takes its buttons with it, the one focus would return to included: the
  // focus goes to Add, beside the line that says what was deleted.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  });
  const finish = (what: Done, typeId: string) => {
    setIntent(undefined);
    setDeleting(undefined);
    setDone({ what, typeId });
    setRemoved(undefined);
    focusAdd.current = what === 'deleted';
    void refresh();
  };

  // A document may go while nobody has judged the credential on it: it waits for a reviewer (or
  // its type has none) and no renewal replaced it. The server decides in the end (409).
  const documentActions: DocumentActions = {
    removable: (c) =>
      !c.replacedBy &&
      (c.reviewState === 'pending' ||
        types?.find((type) => type.id === c.typeId)?.needsReview === false),
    onRemoved: (name) => {
      setDone(undefined);
      setRemoved(name);
      void refresh();
    },
  };

  const toolbar = (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        ref={addButton}
        variant="contained"
        onClick={() => {
          setDone(undefined);
          setRemoved(undefined);
          setIntent({ kind: 'add' });
        }}
      >
        {t(m.add)}
      </Button>
      <Typography role="status" variant="body2">
        {done && t(doneMessages[done.what], { type: typeName(done.typeId) })}
        {removed && t(removedMessage, { name: removed })}
      </Typography>
    </Stack>
  );

  const actions: CredentialActions = (credential) => {
    if (credential.replacedBy) return null;
    // Correctable while nobody has judged it: no reviewer, no source.
    const open = credential.reviewState === 'pending' && !credential.verification;
    // A finding about the person (a suspension…) is not renewed away: a reviewer acts on it.
    if (!open && credential.status === 'needs-attention') return null;
    return (
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {/* Each label in <bdi>: its trailing '…' stays at its end on a right-to-left page. */}
        {open ? (
          <>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setIntent({ kind: 'edit', credential })}
            >
              <bdi>{t(m.edit)}</bdi>
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => setDeleting(credential)}
            >
              <bdi>{t(m.delete)}</bdi>
            </Button>
          </>
        ) : (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setIntent({ kind: 'renew', credential })}
          >
            <bdi>{t(m.renew)}</bdi>
          </Button>
        )}
      </Box>
    );
  };

  const dialogs = (
    <>
      {intent && (
        <Suspense fallback={null}>
          <CredentialDialog
            professionalId={professionalId}
            intent={intent}
            typeName={typeName}
            onClose={() => setIntent(undefined)}
            onDone={finish}
          />
        </Suspense>
      )}
      {deleting && (
        <DeleteCredential
          professionalId={professionalId}
          credential={deleting}
          typeName={typeName(deleting.typeId)}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => finish('deleted', deleting.typeId)}
        />
      )}
    </>
  );
  return { toolbar, actions, documentActions, dialogs };
}
