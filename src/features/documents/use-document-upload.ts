/**
 * Sending a credential's document, with its progress, and a refusal turned into words for the
 * field (the server's 413/415 say the same as the check made before sending).
 */
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import {
  useGetDocumentPolicy,
  useUploadCredentialDocument,
} from '@generated/product/endpoints/documents/documents';
import type { DocumentPolicy } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { HttpError } from '@/lib/http/errors';
import { uploadTransport } from '@/lib/http/file-transfer';
import { formatBytes } from './file-check';
import { documentMessages as m, tooLargeMessage } from './messages';

const POLICY_FRESH_FOR_MS = 10 * 60_000;

export function useDocumentPolicy(): DocumentPolicy | undefined {
  return useGetDocumentPolicy({ query: { staleTime: POLICY_FRESH_FOR_MS } }).data;
}

export function useDocumentUpload() {
  /** undefined: nothing is being sent; null: sending, share unknown; 0–1: the share sent. */
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const upload = useUploadCredentialDocument({
    request: {
      shownInForm: true,
      transport: uploadTransport((share) => setProgress(share ?? null)),
    },
  });
  const send = async (professionalId: string, credentialId: string, file: File) => {
    // Unknown until the browser reports a share: the demo's service worker answers in the page's
    // own browser, where no upload progress is reported, so its bar stays indeterminate.
    setProgress(null);
    try {
      return await upload.mutateAsync({ id: professionalId, credentialId, data: { file } });
    } finally {
      setProgress(undefined);
    }
  };
  return { send, progress };
}

/** Why the server refused a document, in the reader's language. */
export function uploadRefusal(
  intl: IntlShape,
  error: unknown,
  file: File,
  policy: DocumentPolicy | undefined,
): string {
  const status = error instanceof HttpError ? error.status : undefined;
  const size = (bytes: number) => formatBytes(intl, bytes);
  if (status === 415) return intl.formatMessage(m.wrongType);
  if (status === 413 && policy)
    return intl.formatMessage(tooLargeMessage, {
      size: size(file.size),
      max: size(policy.maxBytes),
    });
  return `${intl.formatMessage(m.notSent)} ${failureText(intl, error)}`;
}
