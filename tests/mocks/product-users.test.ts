/** @jest-environment node */
import { SignJWT, generateKeyPair } from 'jose';
import { logout } from '@generated/provider/endpoints/session/session';
import {
  deleteUser,
  getUser,
  listUsers,
  updateUser,
} from '@generated/product/endpoints/users/users';
import type { ListUsersParams, User, UserUpdate } from '@generated/product/model';
import { sign } from '@mocks/jwt';
import { getDb } from '@mocks/store';
import { SEEDED_PRODUCT_USERS } from '@mocks/seed';
import { setupMockServer } from '@tests/utils/msw';
import {
  TENANT,
  accessClaims,
  configureClients,
  declaredStatuses,
  failure,
  fixClock,
  signIn,
  useTokens,
} from './helpers';

setupMockServer();
beforeEach(configureClients);

const TOTAL = SEEDED_PRODUCT_USERS + 8; // 240 generated + one per demo account
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const dbUser = (id: number) => getDb().users.find((u) => u.id === id)!;
const byEmail = (email: string) => getDb().users.find((u) => u.email === email)!;

function editable(user: User): UserUpdate {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    defaultRole: user.defaultRole,
    isActive: user.isActive,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    ...(user.professional ? { professional: user.professional } : {}),
  };
}

/** Every user the filters match, over all pages of 100. */
async function allPages(params: ListUsersParams = {}): Promise<User[]> {
  const items: User[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listUsers({ ...params, page, pageSize: 100 });
    items.push(...result.items);
    if (result.items.length < 100) return items;
  }
}

describe('listUsers', () => {
  beforeEach(() => signIn('admin@demo.test'));

  it('answers the first page of 25, newest first, with the real total', async () => {
    const page = await listUsers();
    expect(page).toMatchObject({ total: TOTAL, page: 1, pageSize: 25 });
    expect(page.items).toHaveLength(25);
    const created = page.items.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages without overlap or gaps, and beyond the last page answers no items', async () => {
    const all = await allPages();
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all.map((u) => u.id)).size).toBe(TOTAL);
    const last = await listUsers({ page: 3, pageSize: 100 });
    expect(last.items).toHaveLength(TOTAL - 200);
    await expect(listUsers({ page: 4, pageSize: 100 })).resolves.toEqual({
      items: [],
      total: TOTAL,
      page: 4,
      pageSize: 100,
    });
  });

  it.each([
    ['lastName', 'asc'],
    ['firstName', 'desc'],
    ['email', 'asc'],
  ] as const)('sorts by %s %s over all pages', async (sort, order) => {
    const values = (await allPages({ sort, order })).map((u) => u[sort]);
    const sign = order === 'asc' ? 1 : -1;
    for (let i = 1; i < values.length; i += 1)
      expect(sign * collator.compare(values[i - 1]!, values[i]!)).toBeLessThanOrEqual(0);
  });

  it('sorts by isActive and by defaultRole', async () => {
    const active = (await allPages({ sort: 'isActive', order: 'asc' })).map((u) => u.isActive);
    expect(active.indexOf(true)).toBe(active.lastIndexOf(false) + 1);
    const roles = (await listUsers({ sort: 'defaultRole', order: 'asc', pageSize: 9 })).items;
    expect(roles.map((u) => u.defaultRole)).toEqual(Array(9).fill('admin'));
  });

  it('searches first and last name, case- and accent-insensitively', async () => {
    const haro = await listUsers({ search: 'HARO VELASQUEZ' });
    expect(haro.items.map((u) => `${u.firstName} ${u.lastName}`)).toContain(
      'Miguel Ángel Haro Velásquez',
    );
    const accented = await listUsers({ search: 'ángel haro' });
    expect(accented.items.map((u) => u.id)).toContain(15);
    const none = await listUsers({ search: 'zzzz-nobody' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('searches the email', async () => {
    const page = await listUsers({ search: 'pio.cornejoesquibel21@example.com' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: 21, firstName: 'Pío' });
  });

  it('filters by role and by isActive, also together with a search', async () => {
    const admins = await allPages({ role: 'admin' });
    expect(admins.length).toBe(getDb().users.filter((u) => u.defaultRole === 'admin').length);
    expect(admins.every((u) => u.defaultRole === 'admin')).toBe(true);
    expect(admins.map((u) => u.email)).toContain('admin@demo.test');

    const inactive = await listUsers({ isActive: false, pageSize: 100 });
    const active = await listUsers({ isActive: true, pageSize: 1 });
    expect(inactive.items.every((u) => !u.isActive)).toBe(true);
    expect(inactive.total + active.total).toBe(TOTAL);
    expect(inactive.total).toBeGreaterThan(0);

    const both = await listUsers({ role: 'professional', isActive: false, search: 'narvaez' });
    expect(both.items.map((u) => u.id)).toEqual([18]);
  });

  it.each<[string, ListUsersParams]>([
    ['pageSize over 100', { pageSize: 101 }],
    ['page 0', { page: 0 }],
    ['a fractional pageSize', { pageSize: 2.5 }],
    ['an unknown sort field', { sort: 'password' as never }],
    ['isActive that is not a boolean', { isActive: 'yes' as never }],
  ])('answers 400 bad_request for %s', async (_name, params) => {
    const error = await failure(listUsers(params));
    expect(error).toMatchObject({ status: 400, type: 'bad_request' });
  });
});

describe('getUser', () => {
  it('finds a user by id and by authUuid', async () => {
    await signIn('admin@demo.test');
    const maria = await getUser('33');
    expect(maria).toMatchObject({
      id: 33,
      firstName: 'María Cristina',
      lastName: 'Álvarez Escalante',
    });
    await expect(getUser(maria.authUuid, { by: 'authUuid' })).resolves.toEqual(maria);
  });

  it('answers 404 for an unknown id or uuid and 400 for a non-numeric id', async () => {
    await signIn('admin@demo.test');
    expect(await failure(getUser('99999'))).toMatchObject({
      status: 404,
      type: 'not_found',
      message: 'User not found',
    });
    expect(
      (await failure(getUser('00000000-0000-4000-8000-000000000000', { by: 'authUuid' }))).status,
    ).toBe(404);
    expect((await failure(getUser('abc'))).status).toBe(400);
  });

  it('lets a non-admin read their own record but not another user’s (403)', async () => {
    const success = await signIn('recruiter@demo.test');
    await expect(getUser(success.userUuid, { by: 'authUuid' })).resolves.toMatchObject({
      email: 'recruiter@demo.test',
      defaultRole: 'recruiter',
    });
    expect(await failure(getUser('1'))).toMatchObject({ status: 403, type: 'forbidden' });
  });

  it('gives a non-admin the same 403 for a missing user, so ids cannot be probed', async () => {
    await signIn('recruiter@demo.test');
    expect(await failure(getUser('99999'))).toMatchObject({ status: 403, type: 'forbidden' });
  });

  it('answers 404 to someone asking for their own record by auth uuid when the product has none', async () => {
    const success = await signIn('recruiter@demo.test');
    const db = getDb();
    db.users = db.users.filter((u) => u.authUuid !== success.userUuid);
    expect(await failure(getUser(success.userUuid, { by: 'authUuid' }))).toMatchObject({
      status: 404,
      message: 'User not found',
    });
    // Someone else's missing uuid is still not theirs to probe.
    expect(
      await failure(getUser('00000000-0000-4000-8000-000000000000', { by: 'authUuid' })),
    ).toMatchObject({ status: 403 });
  });
});

describe('updateUser', () => {
  it('replaces the editable fields: omitted avatar and professional are removed', async () => {
    const clock = fixClock();
    await signIn('admin@demo.test');
    const before = structuredClone(getDb().users.find((u) => u.avatar && u.professional)!);
    const { avatar: _avatar, professional: _professional, ...rest } = editable(before);
    const updated = await updateUser(String(before.id), {
      ...rest,
      firstName: 'Renée',
      email: 'Renee.NEW@Example.com',
      isActive: !before.isActive,
    });
    expect(updated).toMatchObject({
      id: before.id,
      authUuid: before.authUuid,
      firstName: 'Renée',
      email: 'renee.new@example.com',
      isActive: !before.isActive,
      createdAt: before.createdAt,
      updatedAt: new Date(clock.now()).toISOString().replace('.000', ''),
    });
    expect(updated).not.toHaveProperty('avatar');
    expect(updated).not.toHaveProperty('professional');
    await expect(getUser(String(before.id))).resolves.toEqual(updated);
  });

  it('takes the user object as GET returned it: unchanged server-owned fields are ignored', async () => {
    await signIn('admin@demo.test');
    const got = await getUser('18');
    // Exactly what GET returned, nothing changed: 200, and the user is as it was (but updatedAt).
    const same = await updateUser('18', got);
    expect({ ...same, updatedAt: got.updatedAt }).toEqual(got);
    // What GET returned, one editable field changed: that change is made.
    const renamed = await updateUser('18', { ...same, lastName: 'Whole-Object' });
    expect(renamed).toMatchObject({ id: got.id, authUuid: got.authUuid, lastName: 'Whole-Object' });
    expect(renamed.createdAt).toBe(got.createdAt);
    // The first GET's copy once more: its older updatedAt is no change asked for, so it is taken.
    await expect(updateUser('18', { ...got, lastName: 'Again' })).resolves.toMatchObject({
      lastName: 'Again',
    });
  });

  it('answers 422 naming a server-owned field that was changed, and changes nothing', async () => {
    await signIn('admin@demo.test');
    const got = await getUser('18');
    const before = structuredClone(dbUser(18));
    const error = await failure(
      updateUser('18', { ...got, firstName: 'Changed', createdAt: '2020-01-01T00:00:00Z' }),
    );
    expect(error.body).toEqual({
      status: 422,
      code: 'validation_failed',
      message: 'Some fields are not valid',
      errors: [{ field: 'createdAt', message: 'This field cannot be changed' }],
    });
    expect(dbUser(18)).toEqual(before);
  });

  it('answers 422 with a per-field error for a server-owned field and changes nothing', async () => {
    await signIn('admin@demo.test');
    const before = structuredClone(dbUser(18));
    const error = await failure(
      updateUser('18', { ...editable(before), firstName: 'Changed', keyVersion: 9 } as UserUpdate),
    );
    expect(error).toMatchObject({ status: 422, type: 'validation_failed' });
    expect(error.body).toEqual({
      status: 422,
      code: 'validation_failed',
      message: 'Some fields are not valid',
      errors: [{ field: 'keyVersion', message: 'This field cannot be changed' }],
    });
    expect(dbUser(18)).toEqual(before);
  });

  it('answers 422 naming each invalid field', async () => {
    await signIn('admin@demo.test');
    const error = await failure(
      updateUser('18', { ...editable(dbUser(18)), firstName: '', email: 'not-an-email' }),
    );
    expect(error.status).toBe(422);
    const fields = (error.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field);
    expect(fields.sort()).toEqual(['email', 'firstName']);
  });

  it('answers one error per changed server-owned field, and per unknown key', async () => {
    await signIn('admin@demo.test');
    const changed = await failure(
      updateUser('18', { ...editable(dbUser(18)), id: 1, keyVersion: 9 } as UserUpdate),
    );
    const fields = (changed.body as { errors: Array<{ field: string }> }).errors.map(
      (e) => e.field,
    );
    expect(fields.sort()).toEqual(['id', 'keyVersion']);
    // zod reports all unknown keys as one issue; the backend answers one error per key.
    const unknown = await failure(
      updateUser('18', { ...editable(dbUser(18)), password: 'x', roles: [] } as UserUpdate),
    );
    const keys = (unknown.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field);
    expect(keys.sort()).toEqual(['password', 'roles']);
  });

  it('answers 409 for an email another user has, in any case', async () => {
    await signIn('admin@demo.test');
    const error = await failure(
      updateUser('18', { ...editable(dbUser(18)), email: 'USER@demo.test' }),
    );
    expect(error).toMatchObject({
      status: 409,
      type: 'conflict',
      message: 'Another user already has this email address',
    });
  });

  it('answers 404 for an unknown user', async () => {
    await signIn('admin@demo.test');
    const error = await failure(updateUser('99999', editable(dbUser(18))));
    expect(error).toMatchObject({ status: 404, type: 'not_found' });
  });

  it('lets a non-admin rename themselves but not change their role or activation (403)', async () => {
    const success = await signIn('recruiter@demo.test');
    const own = byEmail('recruiter@demo.test');
    const id = String(own.id);
    await expect(updateUser(id, { ...editable(own), lastName: 'Renamed' })).resolves.toMatchObject({
      authUuid: success.userUuid,
      lastName: 'Renamed',
    });
    for (const change of [{ defaultRole: 'admin' as const }, { isActive: false }]) {
      const error = await failure(updateUser(id, { ...editable(dbUser(own.id)), ...change }));
      expect(error).toMatchObject({ status: 403, type: 'forbidden' });
    }
    expect(dbUser(own.id)).toMatchObject({ defaultRole: 'recruiter', isActive: true });
  });

  it('does not let a non-admin change another user (403)', async () => {
    await signIn('recruiter@demo.test');
    const error = await failure(updateUser('18', { ...editable(dbUser(18)), lastName: 'X' }));
    expect(error).toMatchObject({ status: 403, type: 'forbidden' });
  });
});

describe('deleteUser', () => {
  it('deletes a user for an admin (204): it is gone from get and list', async () => {
    await signIn('admin@demo.test');
    await expect(deleteUser('18')).resolves.toBeUndefined();
    expect((await failure(getUser('18'))).status).toBe(404);
    expect((await listUsers()).total).toBe(TOTAL - 1);
    expect((await failure(deleteUser('18'))).status).toBe(404);
  });

  it('answers 403 to a non-admin and keeps the user', async () => {
    await signIn('recruiter@demo.test');
    expect(await failure(deleteUser('18'))).toMatchObject({ status: 403, type: 'forbidden' });
    expect(dbUser(18)).toBeDefined();
  });

  it('refuses to delete the caller’s own user', async () => {
    await signIn('admin@demo.test');
    const own = byEmail('admin@demo.test');
    const error = await failure(deleteUser(String(own.id)));
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.message).toBe('You cannot delete your own account');
    expect(dbUser(own.id)).toBeDefined();
  });

  // deleteUser declares 204/401/403/404/419/429/440/500/503; the backend answers 409 here.
  it('refuses self-deletion with a status the contract declares', async () => {
    await signIn('admin@demo.test');
    const error = await failure(deleteUser(String(byEmail('admin@demo.test').id)));
    expect(declaredStatuses('product', 'deleteUser')).toContain(error.status);
  });

  // The path pattern allows "abc"; the backend answers 400, which deleteUser does not declare.
  it('answers a non-numeric id with a status the contract declares', async () => {
    await signIn('admin@demo.test');
    const error = await failure(deleteUser('abc'));
    expect(declaredStatuses('product', 'deleteUser')).toContain(error.status);
  });
});

describe('bearer checks', () => {
  const unauthorized = { status: 401, type: 'unauthorized' };

  it('answers 401 without a token and for a garbage token', async () => {
    expect(await failure(listUsers())).toMatchObject({
      ...unauthorized,
      message: 'Authentication required',
    });
    useTokens({ access: 'not-a-jwt' });
    expect(await failure(listUsers())).toMatchObject(unauthorized);
  });

  it('answers 401 for a copy of a valid token signed by another key', async () => {
    const success = await signIn('admin@demo.test');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...accessClaims(success.tokens.access.value) })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .sign(privateKey);
    useTokens({ access: forged });
    expect(await failure(listUsers())).toMatchObject(unauthorized);
  });

  it('answers 401 for a token of another tenant', async () => {
    const success = await signIn('admin@demo.test');
    const { iat: _iat, exp: _exp, ...claims } = accessClaims(success.tokens.access.value);
    const foreign = await sign(
      { ...claims, tenantId: 'other5678', authorization: { other5678: { roles: ['admin'] } } },
      600,
    );
    useTokens({ access: foreign });
    expect(await failure(listUsers())).toMatchObject(unauthorized);
  });

  it('answers 401 for the refresh token', async () => {
    const success = await signIn('admin@demo.test');
    useTokens({ access: success.tokens.refresh!.value });
    expect(await failure(listUsers())).toMatchObject(unauthorized);
  });

  it('answers 401 once the access token has expired', async () => {
    const clock = fixClock();
    getDb().settings.accessTokenTtlSeconds = 5;
    await signIn('admin@demo.test');
    await expect(listUsers({ pageSize: 1 })).resolves.toHaveProperty('total', TOTAL);
    clock.advance(5);
    expect(await failure(listUsers())).toMatchObject(unauthorized);
  });

  it('answers 401 after logout', async () => {
    await signIn('admin@demo.test');
    await logout();
    expect(await failure(listUsers())).toMatchObject({
      ...unauthorized,
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it.each(['user', 'recruiter', 'agency', 'organization', 'professional'])(
    'answers 403 to the %s role on the list',
    async (role) => {
      const success = await signIn(`${role}@demo.test`);
      expect(accessClaims(success.tokens.access.value).authorization[TENANT]?.roles).toEqual([
        role,
      ]);
      expect(await failure(listUsers())).toMatchObject({
        status: 403,
        type: 'forbidden',
        message: 'Only administrators can list users',
      });
    },
  );
});
