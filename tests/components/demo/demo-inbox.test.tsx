import { screen, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import type { DemoMessage } from '@generated/demo/model';
import type { DemoBackendControls } from '@/components/demo/demo-backend';
import { DemoBackendContext } from '@/components/demo/demo-backend';
import { DemoInbox } from '@/components/demo/demo-inbox';
import { renderAt } from '../../app/layouts/harness';

const origin = window.location.origin;
const messages: DemoMessage[] = [
  {
    id: 'm2',
    channel: 'sms',
    to: '+17025550101',
    subject: 'Your verification code',
    body: 'Your code is 123456',
    verificationCode: '123456',
    sentAt: '2026-11-22T08:00:00Z',
  },
  {
    id: 'm1',
    channel: 'email',
    to: 'user@demo.test',
    subject: 'Your sign-in link',
    body: 'Use this link',
    link: `${origin}/sign-in?token=t1&uuid=u1&type=login`,
    sentAt: '2026-11-22T07:59:00Z',
  },
  {
    id: 'm0',
    channel: 'email',
    to: 'user@demo.test',
    subject: 'Elsewhere',
    body: 'A link to another site',
    link: 'https://evil.example/sign-in?token=t0',
    sentAt: '2026-11-22T07:58:00Z',
  },
];

function renderInbox(list: DemoMessage[], locale: 'en' | 'es' = 'en') {
  const controls: DemoBackendControls = {
    resetDemoData: jest.fn(),
    outbox: () => Promise.resolve(list),
    signInLink: jest.fn(),
    samlAssertion: jest.fn(),
    clock: jest.fn(),
    moveClock: jest.fn(),
  };
  return renderAt(
    '/sign-in',
    <DemoBackendContext.Provider value={controls}>
      <DemoInbox />
    </DemoBackendContext.Provider>,
    { locale },
  );
}

describe('the demo inbox on the auth screens', () => {
  it('holds its place, disabled, until the demo backend is there', () => {
    renderAt('/sign-in', <DemoInbox />);
    expect(screen.getByRole('button', { name: 'Open the demo inbox' })).toBeDisabled();
  });

  it('lists codes and opens links of this app inside it, never another site', async () => {
    renderInbox(messages);
    await setupUser().click(screen.getByRole('button', { name: 'Open the demo inbox' }));
    const dialog = screen.getByRole('dialog', { name: 'Demo inbox' });
    expect(within(dialog).getByText('123456')).toBeInTheDocument();
    const links = within(dialog).getAllByRole('link', { name: 'Open the link' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/sign-in?token=t1&uuid=u1&type=login',
    ]);
    expect(within(dialog).getByText('Elsewhere')).toBeInTheDocument();
  });

  it('says when nothing has arrived, in Spanish', async () => {
    renderInbox([], 'es');
    await setupUser().click(
      screen.getByRole('button', { name: 'Abrir la bandeja de entrada de demostración' }),
    );
    expect(screen.getByText('Todavía no hay mensajes.')).toBeInTheDocument();
  });
});
