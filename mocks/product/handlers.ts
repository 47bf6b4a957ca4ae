/** The product API's users resource for the demo tenant, on the generated MSW handler factories. */
import {
  getDeleteUserMockHandler,
  getGetUserMockHandler,
  getListUsersMockHandler,
  getUpdateUserMockHandler,
} from '../../generated/product/endpoints/users/users.msw';
import {
  getUserQueryParams,
  listUsersQueryParams,
  updateUserBody,
} from '../../generated/product/zod/users/users.zod';
import type { User, UserPage, UserUpdate } from '../../generated/product/model';
import { productStamp } from '../calendar';
import type { UserRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { fail, requireCaller } from './caller';
import type { Caller } from './caller';
import { badQuery, fold, pageOf, query } from './query';
import { zodLanguage } from './language';

/**
 * The user's fields the server owns: a PUT may carry them as GET gave them, never changed.
 * `updatedAt` is not among them: it is ignored whatever it says, since the copy a client sends
 * back is older than the write it asks for (a second PUT of the same object would fail else).
 */
const SERVER_OWNED = [
  'id',
  'authUuid',
  'authId',
  'authSource',
  'emailVerified',
  'phoneVerified',
  'keyVersion',
  'createdAt',
] as const satisfies readonly (keyof UserUpdate & keyof User)[];

/**
 * The user a caller may act on. A non-admin gets the same 403 for someone else's record and for
 * a record that does not exist, so ids cannot be probed.
 */
function findUser(id: string, by: 'id' | 'authUuid', caller: Caller, denied: string): UserRecord {
  const users = getDb().users;
  if (by === 'id' && !/^[0-9]+$/.test(id)) fail(400, 'The user id must be a number', 'bad_request');
  const user =
    by === 'id' ? users.find((u) => u.id === Number(id)) : users.find((u) => u.authUuid === id);
  // Asking for one's own record by auth uuid when the product has none (an account signed up by
  // phone only): not found, not someone else's.
  const own = by === 'authUuid' ? id === caller.userUuid : user?.authUuid === caller.userUuid;
  if (!caller.isAdmin && !own) fail(403, denied, 'forbidden');
  if (!user) fail(404, 'User not found', 'not_found');
  return user;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: UserRecord, b: UserRecord, sort: keyof User): number {
  const x = a[sort];
  const y = b[sort];
  if (typeof x === 'string' && typeof y === 'string') return collator.compare(x, y);
  return Number(x) - Number(y);
}

export const productHandlers = [
  getListUsersMockHandler(
    operation('listUsers', 'product', async ({ request }): Promise<UserPage> => {
      const caller = await requireCaller(request);
      if (!caller.isAdmin) fail(403, 'Only administrators can list users', 'forbidden');
      const raw = query(request);
      if (raw.isActive !== undefined && raw.isActive !== 'true' && raw.isActive !== 'false') {
        fail(400, 'Invalid query parameter isActive: expected true or false', 'bad_request');
      }
      const parsed = listUsersQueryParams.safeParse(
        {
          ...raw,
          ...(raw.isActive ? { isActive: raw.isActive === 'true' } : {}),
        },
        zodLanguage(),
      );
      if (!parsed.success) badQuery(parsed.error.issues);
      const { page, pageSize, sort, order, search, role, isActive } = parsed.data;
      const needle = search ? fold(search.trim()) : '';
      const matches = getDb()
        .users.filter((u) => (role ? u.defaultRole === role : true))
        .filter((u) => (isActive === undefined ? true : u.isActive === isActive))
        .filter((u) => !needle || fold(`${u.firstName} ${u.lastName} ${u.email}`).includes(needle))
        .sort((a, b) => (order === 'asc' ? 1 : -1) * compare(a, b, sort) || a.id - b.id);
      return pageOf(matches, page, pageSize);
    }),
  ),

  getGetUserMockHandler(
    operation('getUser', 'product', async ({ request, params }): Promise<User> => {
      const caller = await requireCaller(request);
      const parsed = getUserQueryParams.safeParse(query(request), zodLanguage());
      if (!parsed.success) badQuery(parsed.error.issues);
      return findUser(
        String(params.id),
        parsed.data.by,
        caller,
        'You can only see your own record',
      );
    }),
  ),

  getUpdateUserMockHandler(
    operation('updateUser', 'product', async ({ request, params }): Promise<User> => {
      const caller = await requireCaller(request);
      const user = findUser(String(params.id), 'id', caller, 'You can only change your own record');
      let raw: unknown;
      try {
        raw = await request.json();
      } catch {
        fail(400, 'The request body must be JSON', 'bad_request');
      }
      const parsed = updateUserBody.safeParse(raw, zodLanguage());
      if (!parsed.success) {
        // One error per field, with its full path (an unknown key: one error per key).
        const errors = parsed.error.issues
          .flatMap((issue) =>
            issue.code === 'unrecognized_keys'
              ? issue.keys.map((key) => ({
                  field: [...issue.path, key].join('.'),
                  message: 'This field cannot be changed',
                }))
              : [{ field: issue.path.join('.') || 'body', message: issue.message }],
          )
          .slice(0, 100);
        fail(422, 'Some fields are not valid', 'validation_failed', errors);
      }
      // The user object may come back whole (SPEC §7): server-owned fields unchanged are ignored.
      const changed = SERVER_OWNED.filter(
        (key) => parsed.data[key] !== undefined && parsed.data[key] !== user[key],
      );
      if (changed.length > 0) {
        fail(
          422,
          'Some fields are not valid',
          'validation_failed',
          changed.map((field) => ({ field, message: 'This field cannot be changed' })),
        );
      }
      // Unchanged, the server-owned fields are written back as they are: nothing changes.
      const body = parsed.data;
      if (
        !caller.isAdmin &&
        (body.defaultRole !== user.defaultRole || body.isActive !== user.isActive)
      ) {
        fail(403, 'Only administrators can change roles and activation', 'forbidden');
      }
      const email = body.email.toLowerCase();
      if (getDb().users.some((u) => u !== user && u.email.toLowerCase() === email)) {
        fail(409, 'Another user already has this email address', 'conflict');
      }
      const { avatar, professional, ...required } = body;
      Object.assign(user, required, {
        email,
        updatedAt: productStamp(),
      });
      if (avatar === undefined) delete user.avatar;
      else user.avatar = avatar;
      if (professional === undefined) delete user.professional;
      else user.professional = professional;
      return user;
    }),
  ),

  getDeleteUserMockHandler(
    operation('deleteUser', 'product', async ({ request, params }) => {
      const caller = await requireCaller(request);
      if (!caller.isAdmin) fail(403, 'Only administrators can delete users', 'forbidden');
      const user = findUser(
        String(params.id),
        'id',
        caller,
        'Only administrators can delete users',
      );
      if (user.authUuid === caller.userUuid)
        fail(409, 'You cannot delete your own account', 'conflict');
      const db = getDb();
      db.users = db.users.filter((u) => u !== user);
    }),
  ),
];
