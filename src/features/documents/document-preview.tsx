/**
 * A document shown in the page: a PDF's first page, or an image, from bytes in hand (a file just
 * chosen, or one downloaded). When it cannot be drawn (an old browser, a damaged file) it says so
 * and the download stays the way to open it.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Component, lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentMediaType } from '@generated/product/model';
import { documentMessages as m, pageOfMessage } from './messages';

const PdfPage = lazy(() => import('./pdf-page'));

interface Props {
  source: Blob;
  mediaType: DocumentMediaType;
  name: string;
  width: number;
}

/**
 * pdf.js's chunk that cannot load or run (a browser older than its floor, Chrome 125 / Safari 18)
 * is a preview that cannot be shown, not a broken page.
 */
class PreviewBoundary extends Component<
  { onFailure: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** An image from bytes in hand: its object URL lives as long as the element shows it. */
function ImageView({ source, label, width }: { source: Blob; label: string; width: number }) {
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(source);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [source],
  );
  return (
    <Box
      component="img"
      ref={attach}
      alt={label}
      sx={{ display: 'block', maxWidth: width, width: '100%', height: 'auto' }}
    />
  );
}

/** What the page can draw: a PDF's first page, an image (a Word document it cannot). */
export const DRAWN: ReadonlySet<DocumentMediaType> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
]);

export function DocumentPreview({ source, mediaType, name, width }: Props) {
  const t = useIntl().formatMessage;
  // A failure belongs to the bytes that failed: other bytes get their own try.
  const [failedFor, setFailedFor] = useState<Blob | undefined>();
  const failed = failedFor === source;
  const label = t(pageOfMessage, { name });
  if (failed || !DRAWN.has(mediaType))
    return (
      <Typography variant="body2" color="text.secondary">
        {t(failed ? m.previewFailed : m.noPreview)}
      </Typography>
    );
  const waiting = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{t(m.loading)}</Typography>
    </Box>
  );
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        maxWidth: width,
        bgcolor: 'background.default',
        // The page is a drawing of paper: it stays left to right in a right-to-left page.
        direction: 'ltr',
      }}
    >
      {mediaType === 'application/pdf' ? (
        <PreviewBoundary onFailure={() => setFailedFor(source)}>
          <Suspense fallback={waiting}>
            <PdfPage
              file={source}
              width={width}
              label={label}
              loading={t(m.loading)}
              onFailure={() => setFailedFor(source)}
            />
          </Suspense>
        </PreviewBoundary>
      ) : (
        <ImageView source={source} label={label} width={width} />
      )}
    </Box>
  );
}
