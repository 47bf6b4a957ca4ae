import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import { injectFault } from '@mocks/faults';
import DocumentationPage from '@/features/wallet/documentation-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

async function renderWallet(locale: 'en' | 'es' = 'en') {
  await signInSession('professional@demo.test');
  const user = setupUser({ delay: null });
  renderAt(
    '/profiles/documentation/me',
    <Routes>
      <Route path="/profiles/documentation/me" element={<DocumentationPage />} />
    </Routes>,
    { locale },
  );
  return user;
}

const section = (name: string) => screen.getByRole('region', { name });
/** The checklist's entry for a credential type, by its name in the catalog. */
const requirement = (name: string | RegExp) =>
  within(section('Requirements'))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }))!;

describe('the wallet (/profiles/documentation/me)', () => {
  it('says where the professional stands, and each requirement with its reason and next step', async () => {
    await renderWallet();
    const summary = await screen.findByRole('region', { name: 'Where things stand' });
    expect(summary).toHaveTextContent('Needs attention');
    expect(summary).toHaveTextContent('You are not cleared to work yet.');
    expect(summary).toHaveTextContent('4 items need you. 2 are with a reviewer.');
    const counts = within(summary).getByRole('list', { name: 'Requirements by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Needs attention: 1',
      'Expired: 1',
      'Missing: 1',
      'Rejected: 1',
      'Pending review: 1',
      'Expiring: 1',
      'Waived: 1',
      'Compliant: 8',
    ]);

    await waitFor(() => expect(requirement(/Basic Life Support/)).toBeDefined());
    expect(requirement(/Basic Life Support/)).toHaveTextContent(
      /Expired.*Expired on \w+ \d+, \d{4}: upload your renewed Basic Life Support \(BLS\)\./,
    );
    expect(requirement(/Registered nurse/)).toHaveTextContent(
      'The board reports this license on probation. A reviewer will look at it.',
    );
    expect(requirement(/Tdap/)).toHaveTextContent(
      'Reviewer’s note: “The vaccination date is not legible.”',
    );
    expect(requirement(/Tuberculosis/)).toHaveTextContent(
      'Met by: QuantiFERON-TB Gold blood test.',
    );
    expect(requirement(/Influenza/)).toHaveTextContent(
      'MissingInfluenza vaccination· AdvisoryNothing on file yet: add your Influenza vaccination.',
    );
    expect(requirement(/Hepatitis B/)).toHaveTextContent(
      /Waived until .*Nothing to do until then\./,
    );
    expect(requirement(/Advanced Cardiovascular/)).toHaveTextContent(
      /Expires in 2[01] days \(.*\): renew it before then\./,
    );
    expect(requirement(/Physical/)).toHaveTextContent('Pending review');
  });

  it("lists what is on file with each source's own answer, and renewed copies as history", async () => {
    await renderWallet();
    const onFile = await screen.findByRole('region', { name: 'On file' });
    await waitFor(() => expect(within(onFile).getAllByRole('listitem').length).toBeGreaterThan(10));
    expect(onFile).toHaveTextContent(
      'The state licensing board answered “ACTIVE - PROBATION (BOARD ORDER)”',
    );
    expect(onFile).toHaveTextContent('No. RN-552071 · AZ');
    const history = within(onFile).getByRole('list', { name: 'Replaced by a renewal' });
    // One credential (its document is a list of its own, inside it).
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(history).toHaveTextContent('Registered nurse (RN) license');
  });

  it('deletes a credential no reviewer has read, once confirmed, and puts the focus on Add', async () => {
    const user = await renderWallet();
    const onFile = await screen.findByRole('region', { name: 'On file' });
    const physical = () =>
      within(onFile)
        .queryAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { level: 3, name: /Physical/ }));
    await waitFor(() => expect(physical()).toBeDefined());
    await user.click(within(physical()!).getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: /^Delete Physical/ });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/^Deleted: Physical/)).toBeInTheDocument();
    await waitFor(() => expect(physical()).toBeUndefined());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a credential' })).toHaveFocus();
  });

  it('shows a failure with Retry, and the record once it loads', async () => {
    injectFault({ operationId: 'getProfessionalCompliance', status: 503 });
    const user = await renderWallet();
    expect(
      await screen.findByText(/The compliance record could not be loaded\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Where things stand' })).toBeInTheDocument();
  });

  it('speaks Spanish, the catalog names included', async () => {
    await renderWallet('es');
    const summary = await screen.findByRole('region', { name: 'Situación actual' });
    expect(summary).toHaveTextContent('Todavía no estás habilitado para trabajar.');
    const checklist = screen.getByRole('region', { name: 'Requisitos' });
    await waitFor(() => expect(checklist).toHaveTextContent('Soporte vital básico (BLS)'));
    expect(checklist).toHaveTextContent(
      /Venció el \d+ de \w+ de \d{4}: sube tu Soporte vital básico \(BLS\) renovado\./,
    );
  });
});
