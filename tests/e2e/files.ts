/** Files a person might choose, made for the browser tests (synthetic: no real card). */
import type { Page } from 'playwright-core';

/** A valid one-page PDF of about `size` bytes: a padding stream, the xref offsets kept right. */
export function makePdf(size: number, title = 'Synthetic BLS card'): Buffer {
  const content = `BT /F1 24 Tf 40 300 Td (${title}) Tj ET\nBT /F1 12 Tf 40 260 Td (Demo file, not a real card) Tj ET\n`;
  const pad = 'x'.repeat(Math.max(0, size - 900));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 396] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    `<< /Length ${pad.length} >>\nstream\n${pad}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A Windows program (its 'MZ' header) named as if it were a PDF. */
export const programNamedPdf = {
  name: 'tarjeta.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(4096)]),
};

/**
 * From now on, records every progress bar the page shows (an upload's): its share, or
 * 'indeterminate' while the browser does not tell one.
 */
export async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role=progressbar]'))
        seen.push(bar.getAttribute('aria-valuenow') ?? 'indeterminate');
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

export function progressSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}
