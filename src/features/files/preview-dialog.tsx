/** A file of the file manager shown in the page: its bytes fetched once, kept while the page lives. */
import { useQuery } from '@tanstack/react-query';
import { downloadFile, getDownloadFileQueryKey } from '@generated/product/endpoints/files/files';
import type { StoredFile } from '@generated/product/model';
import { ViewDialog } from '@/features/documents/view-dialog';
import { readBlob } from '@/lib/http/file-transfer';
import type { ProductRequestInit } from '@/lib/http/product-client';

export function PreviewDialog({ file, onClose }: { file: StoredFile; onClose: () => void }) {
  const bytes = useQuery({
    // A file's bytes never change under its id (a rename or a move keeps them).
    queryKey: ['file-bytes', ...getDownloadFileQueryKey(file.id)],
    queryFn: ({ signal }) =>
      downloadFile(file.id, {
        signal,
        read: readBlob,
        shownInForm: true, // the dialog says it
      } as ProductRequestInit) as Promise<Blob>,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  return <ViewDialog name={file.name} mediaType={file.mediaType} bytes={bytes} onClose={onClose} />;
}
