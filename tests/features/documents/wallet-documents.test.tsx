/**
 * A credential's documents in the wallet (issue #34 item 5): chosen with the credential, checked at
 * the field, sent after it; a refusal after the credential was saved leaves only the document to
 * send; a sending under way can be stopped; a document no reviewer has judged can be removed, a
 * judged one cannot.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { injectFault } from '@mocks/faults';
import { addCredential } from '@generated/product/endpoints/credentials/credentials';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import DocumentationPage from '@/features/wallet/documentation-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

// jsdom draws no images and has no object URLs: the preview's <img> gets a stand-in address.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

/** The POSTs the wallet sends: credentials added, documents uploaded. */
function posts(ending: RegExp): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && ending.test(request.url)) sent.push(request.url);
  });
  return sent;
}

async function renderWallet() {
  await signInSession('professional@demo.test');
  const user = setupUser({ delay: null });
  renderAt(
    '/profiles/documentation/me',
    <Routes>
      <Route path="/profiles/documentation/me" element={<DocumentationPage />} />
    </Routes>,
  );
  const onFile = await screen.findByRole('region', { name: 'On file' });
  return { user, onFile };
}

/** A physical examination, the credential these tests add: its one field, the day it was done. */
async function choosePhysical(user: ReturnType<typeof setupUser>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: /Credential/ }));
  await user.click(await screen.findByRole('option', { name: 'Physical examination' }));
  const day = new Date(Date.now() - 20 * 86_400_000);
  const digits = [day.getMonth() + 1, day.getDate()].map((n) => String(n).padStart(2, '0'));
  const issued = within(dialog).getByRole('group', { name: /Issued on/ });
  await user.click(within(issued).getAllByRole('spinbutton')[0]!);
  await user.keyboard(`${digits.join('')}${day.getFullYear()}`);
}

const item = (region: HTMLElement, heading: RegExp) =>
  within(region)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: heading }))!;

describe('documents in the wallet', () => {
  it('refuses a program at the field and previews a picture; a refused send after the credential leaves only the document to send', async () => {
    const sent = posts(/\/documents$/);
    const added = posts(/\/professionals\/me\/credentials$/);
    const { user, onFile } = await renderWallet();
    await user.click(screen.getByRole('button', { name: 'Add a credential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a credential' });
    await choosePhysical(user, dialog);
    const input = within(dialog).getByLabelText('Document file');

    await user.upload(input, new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'cv.pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is not a PDF, JPEG or PNG, whatever its name says. Choose another.',
    );
    const choose = within(dialog).getByRole('button', { name: 'Choose a file' });
    expect(choose).toHaveAttribute('aria-invalid', 'true');
    expect(choose).toHaveAccessibleDescription(/whatever its name says/);
    // A refused file holds the form back until it is replaced or taken away.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove the file' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(choose).not.toHaveAttribute('aria-invalid');

    // Where pdf.js cannot run (here jsdom; in the field a browser below its floor), a PDF's preview
    // says so, and the form goes on.
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'cv.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, pdf);
    expect(
      await within(dialog).findByText(
        'This document cannot be shown here. Download it to open it.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.upload(input, png('my cv.png'));
    expect(await within(dialog).findByRole('img', { name: 'Preview of my cv.png' })).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    injectFault({ operationId: 'uploadCredentialDocument', status: 415 });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The credential was saved, but not its document: This file is not a PDF, JPEG or PNG',
    );
    // Only the document is left to send: the button says so (the credential is on file already).
    // Sending it for real is the browser test's (compliance.e2e.ts): jsdom's File and XHR do not
    // carry a file's bytes into a multipart body.
    expect(within(dialog).getByRole('button', { name: 'Send the document' })).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Preview of my cv.png' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(within(dialog).getByRole('combobox', { name: /Credential/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Added: Physical examination.')).toBeVisible();
    await waitFor(() =>
      expect(within(onFile).getAllByRole('heading', { name: 'Physical examination' })).toHaveLength(
        2,
      ),
    );
  });

  it('stops a sending under way: the credential stays saved, and only its document is left to send', async () => {
    const { user } = await renderWallet();
    // A line so slow that the answer never comes while the test looks.
    server.use(http.post('*/professionals/me/credentials/:id/documents', () => delay('infinite')));
    await user.click(screen.getByRole('button', { name: 'Add a credential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a credential' });
    await choosePhysical(user, dialog);
    await user.upload(within(dialog).getByLabelText('Document file'), png('cv.png'));
    await within(dialog).findByRole('img', { name: 'Preview of cv.png' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByText('Sending the document…')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stop sending' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The credential was saved, but not its document: You stopped the sending. Choose Send the document to try again.',
    );
    expect(within(dialog).queryByText('Sending the document…')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send the document' })).toBeEnabled();
    expect(within(dialog).getByRole('img', { name: 'Preview of cv.png' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows a card sent without its document as missing it, for the professional to send (decision 022)', async () => {
    await signInSession('professional@demo.test');
    await addCredential('me', {
      typeId: 'acls',
      issuer: 'American Heart Association',
      issuedOn: '2025-01-31',
      expiresOn: '2028-01-31',
    });
    const { onFile } = await renderWallet();
    await waitFor(() => expect(onFile).toHaveTextContent('On file without its document'));
    const card = within(onFile)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('On file without its document'))!;
    expect(card).toHaveTextContent(/^Missing/);
    expect(card).toHaveTextContent(
      /On file without its document: send a copy, so a reviewer can check it\. Expires in \d+ days/,
    );
    expect(card).not.toHaveTextContent('Pending review');
    // Correct… carries the document field: the way to send it.
    expect(within(card).getByRole('button', { name: /Correct/ })).toBeEnabled();
  });

  it('removes a document nobody has judged, once confirmed; a judged card offers no removal', async () => {
    const { user, onFile } = await renderWallet();
    await waitFor(() => expect(onFile).toHaveTextContent('physical.pdf'));
    const physical = item(onFile, /Physical examination/);
    await user.click(within(physical).getByRole('button', { name: 'Remove…' }));
    const confirm = await screen.findByRole('dialog', { name: /Remove .physical\.pdf.\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: physical.pdf.')).toBeVisible();
    await waitFor(() => expect(onFile).not.toHaveTextContent('physical.pdf'));
    // Its Remove… button went with it: focus is on the card, not lost to the page.
    expect(within(physical).getByRole('heading', { name: /Physical examination/ })).toHaveFocus();

    const acls = item(onFile, /Advanced Cardiovascular Life Support/);
    expect(within(acls).getByRole('button', { name: 'View' })).toBeVisible();
    expect(within(acls).queryByRole('button', { name: 'Remove…' })).not.toBeInTheDocument();
  });
});
