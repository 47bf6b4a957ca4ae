/**
 * Sending a credential's document, with its progress, and a refusal turned into words for the
 * field (the server's 413/415 say the same as the check made before sending).
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { IntlShape } from 'react-intl';
import {
  uploadCredentialDocument,
  useGetDocumentPolicy,
} from '@generated/product/endpoints/documents/documents';
import type { DocumentPolicy } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { HttpError } from '@/lib/http/errors';
import { uploadTransport } from '@/lib/http/file-transfer';
import type { ProductRequestInit } from '@/lib/http/product-client';
import { formatBytes } from './file-check';
import { documentMessages as m, tooLargeMessage } from './messages';

const POLICY_FRESH_FOR_MS = 10 * 60_000;

/** The upload policy's query (its data, and its error for a page that cannot go on without it). */
export function useDocumentPolicyQuery() {
  return useGetDocumentPolicy({ query: { staleTime: POLICY_FRESH_FOR_MS } });
}

export function useDocumentPolicy(): DocumentPolicy | undefined {
  return useDocumentPolicyQuery().data;
}

interface Upload {
  professionalId: string;
  credentialId: string;
  file: File;
  signal: AbortSignal;
}

/**
 * Sends a document with its progress; `stop` abandons the sending under way (the send then
 * rejects with an AbortError, which `uploadRefusal` says as 'You stopped the sending.').
 */
export function useDocumentUpload() {
  /** undefined: nothing is being sent; null: sending, share unknown; 0–1: the share sent. */
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const sending = useRef<AbortController | undefined>(undefined);
  const upload = useMutation({
    mutationFn: ({ professionalId, credentialId, file, signal }: Upload) => {
      const request: ProductRequestInit = {
        signal,
        shownInForm: true,
        transport: uploadTransport((share) => setProgress(share ?? null)),
      };
      return uploadCredentialDocument(professionalId, credentialId, { file }, request);
    },
  });
  const send = async (professionalId: string, credentialId: string, file: File) => {
    const controller = new AbortController();
    sending.current = controller;
    // Unknown until the browser reports a share: the demo's service worker answers in the page's
    // own browser, where no upload progress is reported, so its bar stays indeterminate.
    setProgress(null);
    try {
      return await upload.mutateAsync({
        professionalId,
        credentialId,
        file,
        signal: controller.signal,
      });
    } finally {
      if (sending.current === controller) sending.current = undefined;
      setProgress(undefined);
    }
  };
  const stop = () => sending.current?.abort(new DOMException('Stopped', 'AbortError'));
  return { send, stop, progress };
}

const stoppedByPerson = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/** Why the server refused a document, in the reader's language. */
export function uploadRefusal(
  intl: IntlShape,
  error: unknown,
  file: File,
  policy: DocumentPolicy | undefined,
): string {
  const status = error instanceof HttpError ? error.status : undefined;
  const size = (bytes: number) => formatBytes(intl, bytes);
  if (stoppedByPerson(error)) return intl.formatMessage(m.stopped);
  if (status === 415) return intl.formatMessage(m.wrongType);
  if (status === 413 && policy)
    return intl.formatMessage(tooLargeMessage, {
      size: size(file.size),
      max: size(policy.maxBytes),
    });
  return `${intl.formatMessage(m.notSent)} ${failureText(intl, error)}`;
}
