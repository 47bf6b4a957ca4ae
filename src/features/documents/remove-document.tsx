/** Removing a document sent by mistake, once confirmed, while nobody has judged the credential on it. */
import { useIntl } from 'react-intl';
import { useDeleteCredentialDocument } from '@generated/product/endpoints/documents/documents';
import type { CredentialDocument } from '@generated/product/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { documentMessages as m, removeTitleMessage } from './messages';

export function RemoveDocument({
  professionalId,
  credentialId,
  doc,
  onClose,
  onRemoved,
}: {
  professionalId: string;
  credentialId: string;
  doc: CredentialDocument;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const t = useIntl().formatMessage;
  const remove = useDeleteCredentialDocument({
    mutation: { onSuccess: onRemoved },
    request: { shownInForm: true },
  });
  return (
    <ConfirmDialog
      // The name isolated (FSI…PDI), as <bdi> would: a Latin name in a right-to-left title.
      title={t(removeTitleMessage, { name: `\u2068${doc.name}\u2069` })}
      body={t(m.removeBody)}
      confirm={t(m.confirmRemove)}
      cancel={t(m.cancel)}
      failed={t(m.removeFailed)}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate({ id: professionalId, credentialId, documentId: doc.id })}
      onClose={onClose}
    />
  );
}
