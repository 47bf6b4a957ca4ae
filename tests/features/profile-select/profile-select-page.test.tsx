import { screen } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@/features/auth/session/use-session';
import { ACTIVE_PROFILE_KEY, readActiveProfile } from '@/features/profile-select/active-profile';
import ProfileSelectPage, { profileTarget } from '@/features/profile-select/profile-select-page';
import { ANONYMOUS, renderAt, signedInAs } from '../../app/layouts/harness';

jest.mock('@/features/auth/session/use-session', () => ({ useSession: jest.fn() }));
jest.mock('@/features/auth/session', () => ({
  session: { logout: jest.fn(() => Promise.resolve()) },
}));
const mockedSession = jest.mocked(useSession);

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function renderPage(path: string, locale: 'en' | 'es' = 'en') {
  return renderAt(
    path,
    <Routes>
      <Route path="/profile-select" element={<ProfileSelectPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { locale },
  );
}

const ORIGIN = 'http://localhost';

beforeEach(() => localStorage.clear());

describe('where a chosen profile goes', () => {
  it.each([
    ['admin', '?redirectUrl=%2Fprofiles%2Fusers', '/profiles/users'],
    ['user', '?redirectUrl=%2Fprofiles%2Fusers', '/registration/pick-type'],
    ['professional', '', '/profiles/documentation/me'],
    ['agency', '', '/profiles/employer/mine'],
    ['recruiter', '?redirectUrl=%2F%2Fevil.example', '/home'],
    ['admin', '?redirectUrl=%2Fhome&redirectUrl=%2Fprofiles%2Fusers', '/home'],
    [
      'organization',
      '?redirectUrl=%2Fprofiles%2Faccount%2Fsettings%3Ftab%3D2',
      '/profiles/account/settings?tab=2',
    ],
  ] as const)('%s with %s → %s', (role, search, target) => {
    expect(profileTarget(role, search, ORIGIN)).toBe(target);
  });
});

describe('profile selection page', () => {
  it('offers each role as a profile and continues to the page asked for', async () => {
    mockedSession.mockReturnValue(
      signedInAs(['admin', 'recruiter'], { name: 'Alex Admin', email: 'alex@demo.test' }),
    );
    renderPage('/profile-select?redirectUrl=%2Fprofiles%2Fusers');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a profile');
    expect(screen.getByText(/^Signed in as/)).toHaveTextContent('Signed in as Alex Admin');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose a profile')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Please choose a profile');
    await user.click(screen.getByRole('radio', { name: /Administrator/ }));
    expect(screen.queryByText('Please choose a profile')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/profiles/users');
    expect(readActiveProfile(localStorage, 'alex@demo.test')).toBe('admin');
    expect(readActiveProfile(localStorage, 'someone@else.test')).toBeUndefined();
  });

  it('preselects the only profile, in Spanish', async () => {
    mockedSession.mockReturnValue(signedInAs(['professional']));
    renderPage('/profile-select', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Elige un perfil');
    expect(screen.getByRole('radio', { name: /Profesional/ })).toBeChecked();
    await setupUser().click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      '/profiles/documentation/me',
    );
  });

  it('remembers the last profile, and ignores a stored value that is not a role', () => {
    mockedSession.mockReturnValue(signedInAs(['admin', 'user']));
    localStorage.setItem(
      ACTIVE_PROFILE_KEY,
      JSON.stringify({ account: 'ada@example.com', role: 'user' }),
    );
    const { unmount } = renderPage('/profile-select');
    expect(screen.getByRole('radio', { name: /Team member/ })).toBeChecked();
    unmount();
    // Another person on the same browser does not get Ada's choice.
    mockedSession.mockReturnValue(
      signedInAs(['admin', 'user'], { name: 'Bo', email: 'bo@example.com' }),
    );
    const other = renderPage('/profile-select');
    expect(
      screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
    other.unmount();
    localStorage.setItem(ACTIVE_PROFILE_KEY, '<script>');
    renderPage('/profile-select');
    expect(
      screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it('says so when the account holds no role, and offers to log out', () => {
    mockedSession.mockReturnValue({ ...ANONYMOUS, signedIn: true, status: 'signedIn' });
    renderPage('/profile-select');
    expect(screen.getByText(/has no profile in this organization/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
