/**
 * The file manager in a real browser against the demo backend (#36): three files chosen at once
 * (a 5 MB PDF, a PNG, a program named .pdf), two sent with their progress and the third refused
 * by name; the PDF downloaded with the very bytes sent (SHA-256 compared); renamed in place, moved
 * to another folder with the keyboard alone, still there after a reload; deleted, and the storage
 * used back where it was. axe looks at the 'Move to…' dialog, which the page sweep does not open.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { makePdf, programNamedPdf } from './files';
import { baseUrl, seriousViolations, signInAs, useBrowser, waitForDemoBackend } from './fixtures';

jest.setTimeout(120_000);

const e2e = useBrowser({
  context: { viewport: { width: 1280, height: 900 }, acceptDownloads: true },
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);
/** The words around a name the page isolates (FSI…PDI) in a title or a notice. */
const said = (before: string, name: string, after: string) =>
  `${before}\u2068${name}\u2069${after}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

it('uploads three at once, downloads the same bytes, renames, moves by keyboard, and deletes', async () => {
  const { page, errors } = await e2e.newPage();
  await signInAs(page, 'admin');
  await page.goto(`${baseUrl()}/profiles/file-manager?folder=f-2`);
  await waitForDemoBackend(page);
  const files = page.getByRole('list', { name: 'Files' });
  await files.waitFor();
  const storage = page.getByText(/^Storage: /);
  const before = await storage.textContent();
  // Every upload bar the page shows, by its name.
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { barsSeen: seen });
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role=progressbar][aria-label^="Uploading"]'))
        seen.add(bar.getAttribute('aria-label') ?? '');
    }).observe(document.body, { subtree: true, childList: true });
  });

  const pdf = makePdf(5 * 1024 * 1024, 'Synthetic orientation scan');
  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'badge.png', mimeType: 'image/png', buffer: PNG },
    { ...programNamedPdf, name: 'installer.pdf' },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await uploads.getByText('Uploaded.').nth(1).waitFor({ timeout: 30_000 });
  expect(
    await uploads.getByRole('listitem').filter({ hasText: 'installer.pdf' }).textContent(),
  ).toContain('This file is not a PDF, JPEG or PNG, whatever its name says.');
  expect(
    await page.evaluate(() =>
      [...(window as unknown as { barsSeen: Set<string> }).barsSeen].sort(),
    ),
  ).toEqual(['Uploading badge.png', 'Uploading scan.pdf']);
  await files.getByText('scan.pdf', { exact: true }).waitFor();
  expect(await files.getByText('installer.pdf').count()).toBe(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download scan.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('scan.pdf');
  expect(sha256(await readFile((await download.path())!))).toBe(sha256(pdf));

  // Renamed in place: the name before its extension is selected, typed over, Enter saves.
  await page.getByRole('button', { name: 'Actions for scan.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.keyboard.type('Orientation scan');
  await page.keyboard.press('Enter');
  // The focus back on the row's actions, now named after the new name.
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Actions for Orientation scan.pdf',
  );

  // Moved with the keyboard alone: the menu, Move to…, a folder by the arrows, Move.
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Move to…' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: said('Move “', 'Orientation scan.pdf', '”') });
  await dialog.waitFor();
  const policies = dialog.getByRole('radio', { name: 'Policies' });
  for (let i = 0; i < 6 && !(await policies.isChecked()); i += 1)
    await page.keyboard.press('ArrowDown');
  expect(await policies.isChecked()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page
    .getByText(said('Moved “', 'Orientation scan.pdf', '” to \u2068Policies\u2069.'))
    .waitFor();
  expect(await files.getByText('Orientation scan.pdf').count()).toBe(0);

  await page.goto(`${baseUrl()}/profiles/file-manager?folder=f-1`);
  await waitForDemoBackend(page);
  await files.getByText('Orientation scan.pdf').waitFor();

  await page.getByRole('button', { name: 'Actions for Orientation scan.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  await page
    .getByRole('dialog', { name: said('Delete “', 'Orientation scan.pdf', '”?') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByText(said('Deleted “', 'Orientation scan.pdf', '”.')).waitFor();
  expect(await files.getByText('Orientation scan.pdf').count()).toBe(0);
  // With the PNG deleted too, the storage used is what it was.
  await page.getByRole('treeitem', { name: 'Onboarding packets' }).click();
  await page.getByRole('button', { name: 'Actions for badge.png' }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  await page
    .getByRole('dialog', { name: said('Delete “', 'badge.png', '”?') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByText(said('Deleted “', 'badge.png', '”.')).waitFor();
  await page.waitForFunction((text) => document.body.innerText.includes(text ?? ''), before);
  expect(errors).toEqual([]);
});
