/**
 * The documents behind a credential, under its details: each by its name (as text) and size, to
 * view in the page (fetched with the session's token, shown from memory) or to download.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  downloadCredentialDocument,
  getDownloadCredentialDocumentQueryKey,
} from '@generated/product/endpoints/documents/documents';
import type { Credential, CredentialDocument } from '@generated/product/model';
import { readBlob } from '@/lib/http/file-transfer';
import type { ProductRequestInit } from '@/lib/http/product-client';
import { formatBytes } from './file-check';
import { documentMessages as m } from './messages';
import { RemoveDocument } from './remove-document';
import { ViewDialog } from './view-dialog';

interface Where {
  professionalId: string;
  credentialId: string;
}

function useDocumentBytes({ professionalId, credentialId }: Where, document: CredentialDocument) {
  return useQuery({
    // Not under the professional's keys: refreshing their record does not fetch a file again.
    queryKey: [
      'document-bytes',
      ...getDownloadCredentialDocumentQueryKey(professionalId, credentialId, document.id),
    ],
    queryFn: ({ signal }) =>
      downloadCredentialDocument(professionalId, credentialId, document.id, {
        signal,
        read: readBlob,
        shownInForm: true, // the viewer says it
      } as ProductRequestInit) as Promise<Blob>,
    // A document never changes under its id: once fetched, it is kept while the page lives.
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
}

function DocumentViewer({
  where,
  doc,
  onClose,
}: {
  where: Where;
  doc: CredentialDocument;
  onClose: () => void;
}) {
  const bytes = useDocumentBytes(where, doc);
  return <ViewDialog name={doc.name} mediaType={doc.mediaType} bytes={bytes} onClose={onClose} />;
}

/** What the viewer may do with documents beyond reading them (the professional's own wallet). */
export interface DocumentActions {
  /** Whether the credential's documents may still be removed (the server decides in the end). */
  removable: (credential: Credential) => boolean;
  onRemoved: (name: string) => void;
}

export function CredentialDocuments({
  professionalId,
  credential,
  actions,
  returnFocus,
}: {
  professionalId: string;
  credential: Credential;
  actions?: DocumentActions | undefined;
  /** Where focus goes once a document is removed (its button is gone with it): the card. */
  returnFocus?: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [viewing, setViewing] = useState<CredentialDocument | undefined>();
  const [removing, setRemoving] = useState<CredentialDocument | undefined>();
  const focusAfterRemoval = useRef(false);
  // After the dialog has closed and handed focus back to the Remove… button, which then goes.
  useEffect(() => {
    if (!focusAfterRemoval.current) return;
    focusAfterRemoval.current = false;
    returnFocus?.();
  });
  const removable = actions?.removable(credential) === true;
  if (credential.documents.length === 0) return null;
  const where = { professionalId, credentialId: credential.id };
  return (
    <Box
      component="ul"
      aria-label={t(m.documentsOf)}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
    >
      {credential.documents.map((doc) => (
        <Box
          component="li"
          key={doc.id}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {/* Each View and Remove… is described by its file's name (many cards have one). */}
          <Typography
            id={`${doc.id}-name`}
            variant="body2"
            dir="auto"
            sx={{ overflowWrap: 'anywhere' }}
          >
            <bdi>{doc.name}</bdi> · {formatBytes(intl, doc.size)}
          </Typography>
          <Button size="small" onClick={() => setViewing(doc)} aria-describedby={`${doc.id}-name`}>
            {t(m.view)}
          </Button>
          {removable && (
            <Button
              size="small"
              color="error"
              onClick={() => setRemoving(doc)}
              aria-describedby={`${doc.id}-name`}
            >
              <bdi>{t(m.removeOne)}</bdi>
            </Button>
          )}
        </Box>
      ))}
      {removing && (
        <RemoveDocument
          professionalId={professionalId}
          credentialId={credential.id}
          doc={removing}
          onClose={() => setRemoving(undefined)}
          onRemoved={() => {
            setRemoving(undefined);
            focusAfterRemoval.current = true;
            actions?.onRemoved(removing.name);
          }}
        />
      )}
      {viewing && (
        <DocumentViewer where={where} doc={viewing} onClose={() => setViewing(undefined)} />
      )}
    </Box>
  );
}
