/**
 * /onboarding/upload-resume (decision 029): a new nurse is asked for a file before anything is
 * sent, a picture is refused at the field in words (a résumé is a PDF or a Word document, by its
 * content), and Skip is kept by the server; the demo professional sees the résumé on file and
 * goes on. (Sending a file for real is the browser's test: jsdom's multipart bodies carry no bytes.)
 */
import { screen, within } from '@testing-library/react';
import { injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import UploadResumePage from '@/features/onboarding/upload-resume-page';
import { resetShell } from '../../app/shell';
import { setupAuthScreens } from '../auth/screens/helpers';
import { nurseIn, renderStep } from './helpers';

const { server } = setupAuthScreens();
const PATH = '/onboarding/upload-resume';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

const sends = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') seen.push(new URL(request.url).pathname);
  });
  return seen;
};

beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

describe('onboarding: résumé', () => {
  it('asks for a file first, refuses a picture at the field, and keeps a skip', async () => {
    const user = await renderStep(PATH, <UploadResumePage />, { registered: nurseIn('TX') });
    const sent = sends();
    const upload = await screen.findByRole('button', { name: 'Upload and continue' });
    expect(screen.getByRole('heading', { name: 'Your résumé' })).toBeVisible();
    expect(await screen.findByText(/A PDF or a Word document \(DOCX\)/)).toBeVisible();
    await user.click(upload);
    expect(await screen.findByText('Choose your résumé first, or skip this step.')).toHaveAttribute(
      'role',
      'alert',
    );

    await user.upload(
      screen.getByLabelText('Document file'),
      new File([new Uint8Array(PNG)], 'my cv.docx'),
    );
    expect(
      await screen.findByText(
        'This file is not a PDF or a Word document, whatever its name says. Choose another.',
      ),
    ).toHaveAttribute('role', 'alert');
    await user.click(upload);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /onboarding/job-preferences' }),
    ).toBeInTheDocument();
    const nurse = getDb().professionals.find((p) => p.email === 'user@demo.test')!;
    expect(nurse.onboardingSkipped).toEqual(['resume']);
  });

  it('shows the résumé on file and goes on without sending anything', async () => {
    const user = await renderStep(PATH, <UploadResumePage />, {
      email: 'professional@demo.test',
    });
    const sent = sends();
    const onFile = await screen.findByRole('region', { name: 'Your résumé on file' });
    expect(within(onFile).getByRole('button', { name: 'View' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Replace it with a new one' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /onboarding/job-preferences' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says so when the upload policy cannot be read, rather than judging a file without it', async () => {
    injectFault({ operationId: 'getDocumentPolicy', status: 500 });
    await renderStep(PATH, <UploadResumePage />, { registered: nurseIn('TX') });
    expect(await screen.findByText(/Your résumé could not be loaded\./)).toBeInTheDocument();
    expect(screen.queryByLabelText('Document file')).not.toBeInTheDocument();
  });
});
