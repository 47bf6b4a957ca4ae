/**
 * Renaming, moving and deleting a file (and making, renaming and deleting a folder); each change, once the server has made it, refreshes the
 * lists it touches (the files, the folders' counts, the storage used).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetFileStorageQueryKey,
  getListFilesQueryKey,
  getListFoldersQueryKey,
  useCreateFolder,
  useDeleteFile,
  useDeleteFolder,
  useUpdateFile,
  useUpdateFolder,
} from '@generated/product/endpoints/files/files';
import type { ProductRequestInit } from '@/lib/http/product-client';

/** Each change says its own failure where it was asked for (a field, a dialog). */
const inForm = { request: { shownInForm: true } as ProductRequestInit };

export function useFileChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListFilesQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListFoldersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetFileStorageQueryKey() }),
    ]);
  const rename = useUpdateFile({ mutation: { onSuccess: refresh }, ...inForm });
  const move = useUpdateFile({ mutation: { onSuccess: refresh }, ...inForm });
  const remove = useDeleteFile({ mutation: { onSuccess: refresh }, ...inForm });
  return { rename, move, remove };
}

/** Making, renaming and deleting a folder; each refreshes the tree once the server has done it. */
export function useFolderChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListFoldersQueryKey() });
  const create = useCreateFolder({ mutation: { onSuccess: refresh }, ...inForm });
  const rename = useUpdateFolder({ mutation: { onSuccess: refresh }, ...inForm });
  const remove = useDeleteFolder({ mutation: { onSuccess: refresh }, ...inForm });
  return { create, rename, remove };
}
