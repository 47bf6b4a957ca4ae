/**
 * The first page of a PDF drawn by pdf.js (through react-pdf), its worker served from our own
 * origin (Vite emits it as an asset: the CSP's `worker-src 'self'` is enough, no CDN). No text or
 * annotation layers: a preview to recognise a document, not a reader; the full file is a download
 * away. Loaded only when a PDF is shown.
 */
import { Document, Page, pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

interface Props {
  file: Blob;
  width: number;
  label: string;
  loading: string;
  onFailure: () => void;
}

export default function PdfPage({ file, width, label, loading, onFailure }: Props) {
  return (
    <div role="img" aria-label={label}>
      <Document
        file={file}
        loading={loading}
        error=""
        onLoadError={onFailure}
        onSourceError={onFailure}
      >
        <Page
          pageNumber={1}
          width={width}
          renderTextLayer={false}
          renderAnnotationLayer={false}
          onRenderError={onFailure}
        />
      </Document>
    </div>
  );
}
