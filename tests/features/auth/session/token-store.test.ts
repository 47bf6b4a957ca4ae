import { createTokenStore } from '@/features/auth/session/token-store';
import { IN_AN_HOUR, NOW, TENANT, accessToken, jwt, memoryCookies } from './fakes';

const store = (cookies: Record<string, string>) => {
  const jar = memoryCookies(cookies);
  return { jar, tokens: createTokenStore(TENANT, jar, () => NOW) };
};

describe('the token store', () => {
  it('reads the roles granted for its tenant, and for another tenant only when asked', () => {
    const token = jwt({
      exp: IN_AN_HOUR,
      authorization: { [TENANT]: { roles: ['admin', 'superuser'] }, other: { roles: ['user'] } },
    });
    const { tokens } = store({ [`access.${TENANT}`]: token });
    expect(tokens.roles()).toEqual(['admin']); // 'superuser' is not a role of the contract
    expect(tokens.roles('other')).toEqual(['user']);
    expect(tokens.roles('nobody')).toEqual([]);
  });

  it('counts a malformed cookie as no token: no roles, not valid, and reported', () => {
    const { tokens } = store({
      [`access.${TENANT}`]: 'not-a-jwt',
      [`refresh.${TENANT}`]: jwt({ exp: IN_AN_HOUR }),
    });
    expect(tokens.hasMalformed()).toBe(true);
    expect(tokens.accessValid()).toBe(false);
    expect(tokens.roles()).toEqual([]);
    expect(tokens.refreshValid()).toBe(true);
    expect(store({ [`access.${TENANT}`]: accessToken() }).tokens.hasMalformed()).toBe(false);
    expect(store({}).tokens.hasMalformed()).toBe(false);
  });

  it('treats a token expiring within the next 30 seconds as expired', () => {
    const at = (secondsLeft: number) =>
      store({ [`access.${TENANT}`]: accessToken({ exp: NOW / 1000 + secondsLeft }) }).tokens;
    expect(at(31).accessValid()).toBe(true);
    expect(at(29).accessValid()).toBe(false);
    expect(at(31).accessExpiresAt()).toBe(NOW + 31_000);
  });

  it('reads the identity from the id token and the user uuid from the access token', () => {
    const { tokens } = store({
      [`access.${TENANT}`]: accessToken({ userUuid: 'u-42' }),
      [`id.${TENANT}`]: jwt({ exp: IN_AN_HOUR, email: 'ada@example.com' }),
    });
    expect(tokens.identity()).toMatchObject({ email: 'ada@example.com' });
    expect(tokens.userUuid()).toBe('u-42');
    expect(store({}).tokens.identity()).toBeNull();
  });

  it("writes the provider's tokens over Lax defaults, the refresh cookie always Strict", () => {
    const { jar, tokens } = store({});
    tokens.write(
      {
        access: { value: 'a.b.c' },
        id: { value: 'd.e.f', cookieOptions: { secure: true, sameSite: 'Lax', expires: 30 } },
        refresh: { value: 'g.h.i', cookieOptions: { secure: true, sameSite: 'None', expires: 7 } },
      },
      false,
    );
    expect(jar.set).toHaveBeenCalledWith(`access.${TENANT}`, 'a.b.c', {
      secure: false,
      sameSite: 'Lax',
    });
    expect(jar.set).toHaveBeenCalledWith(`id.${TENANT}`, 'd.e.f', {
      secure: true,
      sameSite: 'Lax',
      expires: 30,
    });
    expect(jar.set).toHaveBeenCalledWith(`refresh.${TENANT}`, 'g.h.i', {
      secure: true,
      sameSite: 'Strict',
      expires: 7,
    });
  });

  it('writes no cookie for a token the answer lacks, and clears all three', () => {
    const { jar, tokens } = store({ [`refresh.${TENANT}`]: 'old' });
    tokens.write({ access: { value: 'a.b.c' }, id: { value: 'd.e.f' } }, true);
    expect(jar.values.get(`refresh.${TENANT}`)).toBe('old');
    tokens.clear();
    expect([...jar.values.keys()]).toEqual([]);
  });
});
