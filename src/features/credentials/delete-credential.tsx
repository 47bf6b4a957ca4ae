/** Deleting a credential no reviewer has read yet, once confirmed. */
import { useIntl } from 'react-intl';
import { useDeleteCredential } from '@generated/product/endpoints/credentials/credentials';
import type { Credential } from '@generated/product/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { credentialMessages as m, deleteTitleMessage } from './messages';

export function DeleteCredential({
  professionalId,
  credential,
  typeName,
  onClose,
  onDeleted,
}: {
  professionalId: string;
  credential: Credential;
  typeName: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useIntl().formatMessage;
  const remove = useDeleteCredential({ mutation: { onSuccess: onDeleted } });
  return (
    <ConfirmDialog
      title={t(deleteTitleMessage, { type: typeName })}
      body={t(m.deleteBody)}
      confirm={t(m.confirmDelete)}
      cancel={t(m.cancel)}
      failed={t(m.deleteFailed)}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate({ id: professionalId, credentialId: credential.id })}
      onClose={onClose}
    />
  );
}
