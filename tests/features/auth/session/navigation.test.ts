import { createGo } from '@/features/auth/session/navigation';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('where the session sends a person', () => {
  it('does not navigate to the page it is already on', () => {
    const navigate = jest.fn();
    const go = createGo(() => at('/sign-in', '?redirectUrl=%2Fhome'), navigate);
    go('/sign-in?redirectUrl=%2Fhome');
    expect(navigate).not.toHaveBeenCalled();
    go('/home');
    expect(navigate).toHaveBeenCalledWith('/home');
  });
});
