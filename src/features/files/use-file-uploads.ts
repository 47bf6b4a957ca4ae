/**
 * Many files sent into a folder at once: each checked first (by its content, the size limit and
 * the room left in the organization's storage, as the server will check again), then sent two at
 * a time with its own progress and a way to stop it. A refusal is said per file, in words; the
 * others go on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import {
  getGetFileStorageQueryKey,
  getListFilesQueryKey,
  getListFoldersQueryKey,
  uploadFile,
} from '@generated/product/endpoints/files/files';
import type { FileStorage } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { checkFile, formatBytes } from '@/features/documents/file-check';
import type { FileProblem } from '@/features/documents/file-check';
import { documentMessages as dm, tooLargeMessage } from '@/features/documents/messages';
import { HttpError } from '@/lib/http/errors';
import { uploadTransport } from '@/lib/http/file-transfer';
import type { ProductRequestInit } from '@/lib/http/product-client';
import { noRoomMessage, writeMessages as m } from './write-messages';

export type UploadState = 'checking' | 'waiting' | 'sending' | 'sent' | 'refused' | 'stopped';

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  state: UploadState;
  /** While sending: the share sent (0 to 1), or null while the browser does not say. */
  progress: number | null;
  /** Why it was refused, in words. */
  problem?: string;
}

/** How many files travel at once: two keep the line busy without one file starving the others. */
const AT_ONCE = 2;

const settled = (state: UploadState) =>
  state === 'sent' || state === 'refused' || state === 'stopped';

function refusal(intl: IntlShape, error: unknown, file: File, storage: FileStorage): string {
  const t = intl.formatMessage;
  const size = (bytes: number) => formatBytes(intl, bytes);
  if (error instanceof HttpError && error.status === 415) return t(dm.wrongType);
  if (error instanceof HttpError && error.status === 413)
    return error.type === 'storage_full'
      ? t(m.storageFull)
      : t(tooLargeMessage, { size: size(file.size), max: size(storage.maxFileBytes) });
  return `${t(m.notUploaded)} ${failureText(intl, error)}`;
}

function problemText(intl: IntlShape, why: FileProblem, file: File, storage: FileStorage) {
  const size = (bytes: number) => formatBytes(intl, bytes);
  if (why === 'too-large')
    return intl.formatMessage(tooLargeMessage, {
      size: size(file.size),
      max: size(storage.maxFileBytes),
    });
  if (why === 'wrong-type') return intl.formatMessage(dm.wrongType);
  return intl.formatMessage(why === 'empty' ? dm.empty : dm.unreadable);
}

export function useFileUploads() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(0);
  const queue = useRef<Array<{ key: number; file: File; folderId: string }>>([]);
  const controllers = useRef(new Map<number, AbortController>());
  /** Files stopped while they were being checked: never queued. */
  const stoppedEarly = useRef(new Set<number>());
  /** Bytes of the files accepted whose room the storage figure does not count yet. */
  const reserved = useRef(0);
  const mounted = useRef(true);

  /** The storage as last read (the page reads it too): its limits, and the room taken. */
  const storageNow = useCallback(
    () => queryClient.getQueryData<FileStorage>(getGetFileStorageQueryKey()),
    [queryClient],
  );

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    if (mounted.current)
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListFilesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListFoldersQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetFileStorageQueryKey() }),
      ]),
    [queryClient],
  );

  const pump = useCallback(() => {
    const storage = storageNow();
    while (
      mounted.current &&
      storage &&
      controllers.current.size < AT_ONCE &&
      queue.current.length > 0
    ) {
      const { key, file, folderId } = queue.current.shift()!;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { state: 'sending', progress: null });
      const request: ProductRequestInit = {
        signal: controller.signal,
        shownInForm: true,
        transport: uploadTransport((share) => patch(key, { progress: share ?? null })),
      };
      uploadFile({ file, folderId }, request)
        .then(() => patch(key, { state: 'sent', progress: 1 }))
        .catch((error: unknown) =>
          patch(
            key,
            controller.signal.aborted
              ? { state: 'stopped', problem: intl.formatMessage(m.stopped) }
              : { state: 'refused', problem: refusal(intl, error, file, storage) },
          ),
        )
        .finally(async () => {
          controllers.current.delete(key);
          pump();
          // Its room leaves the reservation once the storage figure read again counts it.
          if (mounted.current) await refresh().catch(() => undefined);
          reserved.current -= file.size;
        });
    }
  }, [intl, patch, refresh, storageNow]);

  const add = useCallback(
    async (files: readonly File[], folderId: string) => {
      const entries = files.map((file) => ({ key: (nextKey.current += 1), file }));
      setItems((list) => [
        ...entries.map(({ key, file }) => ({
          key,
          name: file.name,
          size: file.size,
          state: 'checking' as const,
          progress: null,
        })),
        ...list,
      ]);
      const size = (bytes: number) => formatBytes(intl, bytes);
      for (const { key, file } of entries) {
        const storage = storageNow();
        if (!storage) return;
        const policy = { maxBytes: storage.maxFileBytes, mediaTypes: storage.mediaTypes };
        const checked = await checkFile(file, policy);
        // Left while checking, or stopped: nothing more happens to this file.
        if (!mounted.current) return;
        if (stoppedEarly.current.delete(key)) continue;
        if (!checked.ok) {
          patch(key, {
            state: 'refused',
            problem: problemText(intl, checked.problem, file, storage),
          });
          continue;
        }
        const free = storage.limitBytes - storage.usedBytes - reserved.current;
        if (file.size > free) {
          const problem = intl.formatMessage(noRoomMessage, {
            size: size(file.size),
            free: size(Math.max(0, free)),
          });
          patch(key, { state: 'refused', problem });
          continue;
        }
        reserved.current += file.size;
        queue.current.push({ key, file, folderId });
        patch(key, { state: 'waiting' });
        pump();
      }
    },
    [intl, patch, pump, storageNow],
  );

  /** Stops one file: while checked, waiting its turn, or on its way. */
  const stop = useCallback(
    (key: number) => {
      const stopped = { state: 'stopped' as const, problem: intl.formatMessage(m.stopped) };
      const waiting = queue.current.find((entry) => entry.key === key);
      const sending = controllers.current.get(key);
      if (waiting) {
        queue.current = queue.current.filter((entry) => entry !== waiting);
        reserved.current -= waiting.file.size;
        patch(key, stopped);
      } else if (sending) {
        sending.abort(new DOMException('Stopped', 'AbortError'));
      } else {
        stoppedEarly.current.add(key);
        patch(key, stopped);
      }
    },
    [intl, patch],
  );

  /** Forgets the files that are done with (sent, refused or stopped). */
  const clear = useCallback(() => setItems((list) => list.filter((i) => !settled(i.state))), []);

  // Leaving the page stops what is still travelling (the page asks first: `busy`).
  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      queue.current = [];
      running.forEach((controller) => controller.abort());
    };
  }, []);

  const busy = items.some((item) => !settled(item.state));
  return { items, add, stop, clear, busy };
}
