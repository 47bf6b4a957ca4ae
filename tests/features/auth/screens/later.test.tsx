import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import type * as Later from '@/features/auth/screens/later';

type LaterModule = typeof Later;
const react = jest.requireActual<object>('react');
const jsxRuntime = jest.requireActual<object>('react/jsx-runtime');

/** A fresh copy of ./later.tsx, whose later screens have not loaded yet. */
function freshLater(): LaterModule {
  let module: LaterModule | undefined;
  jest.isolateModules(() => {
    // The same React as the renderer's: only ./later.tsx and its screens are fresh.
    jest.doMock('react', () => react);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('@/features/auth/screens/later-screens', () => ({
      EmailSentScreen: () => <p>A link has been sent</p>,
    }));
    module = jest.requireActual<LaterModule>('@/features/auth/screens/later');
  });
  return module!;
}

afterEach(() => {
  jest.dontMock('@/features/auth/screens/later-screens');
  jest.dontMock('react');
  jest.dontMock('react/jsx-runtime');
});

it('shows the placeholder until the later screens have loaded, then the screen', async () => {
  const { laterScreen } = freshLater();
  const Sent = laterScreen('EmailSentScreen');
  const shown: string[] = [];
  const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  // Awaited: React waits inside `act` for what suspended.
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Sent />
      </Suspense>,
    );
  });
  observer.disconnect();
  expect(shown).toContain('Loading…');
  expect(screen.getByText('A link has been sent')).toBeInTheDocument();
});

it('renders at once once they are there, and loads them only once', async () => {
  const { laterScreen, loadLaterScreens } = freshLater();
  const first = loadLaterScreens();
  expect(loadLaterScreens()).toBe(first);
  await first;
  const Sent = laterScreen('EmailSentScreen');
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Sent />
    </Suspense>,
  );
  expect(screen.getByText('A link has been sent')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});
