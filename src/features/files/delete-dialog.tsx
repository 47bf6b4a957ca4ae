/** Deleting a file, once asked: it is gone for everyone and its room in the storage is freed. */
import { useIntl } from 'react-intl';
import type { StoredFile } from '@generated/product/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatBytes } from '@/features/documents/file-check';
import { useFileChanges } from './use-file-changes';
import { deleteTextMessage, deleteTitleMessage, writeMessages as m } from './write-messages';
import { isolated } from './file-view';

export function DeleteDialog({
  file,
  onClose,
}: {
  file: StoredFile;
  onClose: (deleted: boolean) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { remove } = useFileChanges();
  return (
    <ConfirmDialog
      title={t(deleteTitleMessage, { name: isolated(file.name) })}
      body={t(deleteTextMessage, { size: formatBytes(intl, file.size) })}
      confirm={t(m.deleteConfirm)}
      cancel={t(m.cancel)}
      failed={t(m.notDeleted)}
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
      onConfirm={() => remove.mutate({ fileId: file.id }, { onSuccess: () => onClose(true) })}
      onClose={() => onClose(false)}
    />
  );
}
