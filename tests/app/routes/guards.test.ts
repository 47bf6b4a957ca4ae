/** @jest-environment node */
import fc from 'fast-check';
import type { Role } from '@/features/auth/session/session';
import { decide } from '@/app/routes/guards';
import { PATHS } from '@/config/paths';
import { findRoute } from '@/config/routes';
import type { GuardLocation, GuardSession } from '@/app/routes/guards';
import { ROUTES } from '@/config/routes';
import type { RouteDef } from '@/config/routes';

const ACCESS_DENIED = PATHS.accessDenied;
import { contractSchema } from '@tests/utils/openapi';

const ORIGIN = 'http://localhost:5173';
const anonymous: GuardSession = { signedIn: false, roles: [] };
const as = (...roles: Role[]): GuardSession => ({ signedIn: true, roles });

function at(path: string): GuardLocation {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, origin: ORIGIN };
}

function check(path: string, session: GuardSession) {
  const location = at(path);
  return decide(findRoute(location.pathname), session, location);
}

const allow = { kind: 'allow' };
const to = (target: string) => ({ kind: 'redirect', to: target });

describe('SPEC §2.3 route groups and guards', () => {
  it.each<[string, string, GuardSession, object]>([
    [
      'protected + anonymous → sign-in with the original path',
      '/profiles/users?page=2',
      anonymous,
      to('/sign-in?redirectUrl=%2Fprofiles%2Fusers%3Fpage%3D2'),
    ],
    ['root + anonymous → sign-in without a redirect parameter', '/', anonymous, to('/sign-in')],
    ['root + signed in → the authenticated entry path', '/', as('admin'), to('/home')],
    ['unknown path → root', '/no/such/page', as('admin'), to('/')],
    ['unknown path, anonymous → root', '/no/such/page', anonymous, to('/')],
    [
      'public-only + signed in → redirect parameter',
      '/sign-in?redirectUrl=%2Fprofiles%2Fusers',
      as('admin'),
      to('/profiles/users'),
    ],
    ['public-only + signed in, no parameter → /home', '/sign-up', as('user'), to('/home')],
    ['public-only + anonymous → allowed', '/sign-in?redirectUrl=%2Fhome', anonymous, allow],
    [
      'SAML login asked of a signed-in person → the toolkit continues',
      '/sign-in?saml=login',
      as('user'),
      allow,
    ],
    ['saml=login elsewhere → still public-only', '/sign-up?saml=login', as('user'), to('/home')],
    [
      'open + redirect parameter → sent there',
      '/otp?redirectUrl=%2Flanding',
      anonymous,
      to('/landing'),
    ],
    ['open, no parameter → allowed', '/reset-password?uuid=u&token=t', as('admin'), allow],
    [
      'signed-in route + anonymous → sign-in',
      '/profile-select',
      anonymous,
      to('/sign-in?redirectUrl=%2Fprofile-select'),
    ],
    ['signed-in route needs no role', '/profile-select', as(), allow],
    ['role held → allowed', '/profiles/users', as('admin'), allow],
    ['role not held → access denied', '/profiles/users', as('recruiter'), to(ACCESS_DENIED)],
    [
      'professional on its own documentation',
      '/profiles/documentation/me',
      as('professional'),
      allow,
    ],
    ['admin is not a professional', '/profiles/documentation/me', as('admin'), to(ACCESS_DENIED)],
    [
      'already on access denied → no redirect (target equals current path)',
      '/access-denied',
      as('professional'),
      allow,
    ],
    ['details with an id', '/profiles/professional/42', as('agency'), allow],
    ['settings with a step', '/profiles/account/settings/security', as('organization'), allow],
    ['system config and below', '/system/config/mail', as('admin'), allow],
    ['system config bare', '/system/config', as('user'), to(ACCESS_DENIED)],
    ['onboarding for professionals', '/onboarding/upload-resume', as('professional'), allow],
    [
      'registration for users only',
      '/registration/pick-type',
      as('professional'),
      to(ACCESS_DENIED),
    ],
  ])('%s', (_name, path, session, expected) => {
    expect(check(path, session)).toEqual(expected);
  });

  it('counts an empty authority list on a protected route as not allowed, and open to all on the auth routes', () => {
    const locked: RouteDef = { ...ROUTES.find((r) => r.key === 'home')!, authority: [] };
    expect(decide(locked, as('admin'), at('/home'))).toEqual(to(ACCESS_DENIED));
    for (const path of [
      '/sign-in',
      '/sign-up',
      '/forgot-password',
      '/reset-password',
      '/otp-verification',
    ]) {
      expect(findRoute(path)?.authority).toEqual([]);
      expect(check(path, anonymous)).toEqual(allow);
    }
  });

  it('gives every SPEC §2.2 role row its authority', () => {
    const authority = (path: string) => [...(findRoute(path)?.authority ?? [])].sort();
    const details = ['admin', 'agency', 'organization', 'professional', 'recruiter'];
    expect(authority('/home')).toEqual(['admin', 'recruiter', 'user']);
    expect(authority('/profiles/professional/1')).toEqual(details);
    expect(authority('/profiles/employer/1')).toEqual(details);
    expect(authority('/profiles/user/1')).toEqual(details);
    expect(authority('/profiles/account/settings')).toEqual([
      'admin',
      'agency',
      'organization',
      'professional',
      'recruiter',
      'user',
    ]);
    expect(authority('/landing')).toEqual(['admin', 'user']);
    expect(authority('/onboarding/validate-phone')).toEqual(['professional', 'user']);
  });

  describe("the roles are the product contract's UserRole", () => {
    const contractRoles = contractSchema('openapi/product-v1.yaml', 'UserRole').enum as Role[];

    it.each(contractRoles)('a signed-in %s may open the account settings (all roles)', (role) => {
      expect(check('/profiles/account/settings', as(role))).toEqual(allow);
    });

    it('names no role the contract lacks in any authority list', () => {
      const named = new Set(ROUTES.flatMap((r) => r.authority));
      expect([...named].filter((role) => !contractRoles.includes(role))).toEqual([]);
    });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    '%E0%A4%A',
  ])('never follows the redirect parameter %s off the origin', (payload) => {
    const result = check(`/sign-in?redirectUrl=${encodeURIComponent(payload)}`, as('admin'));
    expect(result).toEqual(to('/home'));
  });

  it('ignores duplicated redirect parameters', () => {
    expect(
      check('/sign-in?redirectUrl=%2Flanding&redirectUrl=%2F%2Fevil.example', as('admin')),
    ).toEqual(to('/home'));
  });

  it('no decision ever redirects off the origin (property)', () => {
    const paths = fc.constantFrom(
      ...ROUTES.map((r) => r.path.replace(/:[a-z]+\??/g, '1').replace('/*', '')),
      '/',
      '/nowhere',
    );
    const payload = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '//evil.example',
        '/\\evil',
        'https:evil.example',
        'javascript:x',
        '%2F%2Fevil',
      ),
    );
    const roles = fc.subarray([
      'admin',
      'user',
      'recruiter',
      'agency',
      'organization',
      'professional',
    ] as Role[]);
    fc.assert(
      fc.property(paths, payload, fc.boolean(), roles, (path, value, signedIn, held) => {
        const location = at(`${path}?redirectUrl=${encodeURIComponent(value)}`);
        const result = decide(findRoute(location.pathname), { signedIn, roles: held }, location);
        return result.kind === 'allow' || new URL(result.to, ORIGIN).origin === ORIGIN;
      }),
      { numRuns: 3000 },
    );
  });
});
