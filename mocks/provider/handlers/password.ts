/** Passwords: signing in (and migrating) with one, changing it, and signing up with one. */
import {
  getLoginWithPasswordMockHandler,
  getMigratePasswordMockHandler,
  getSignupWithPasswordMockHandler,
  getUpdatePasswordMockHandler,
} from '../../../generated/provider/endpoints/password/password.msw';
import {
  loginWithPasswordBody,
  migratePasswordBody,
  signupWithPasswordBody,
  updatePasswordBody,
} from '../../../generated/provider/zod/password/password.zod';
import { nowIso } from '../../clock';
import { operation } from '../../faults';
import { getDb } from '../../store';
import { firstFactorFrom, requireAccess } from '../access';
import { createAccount, findAccountByEmailOrUsername, passwordProblem } from '../accounts';
import { fail, readBody, requireTenant } from '../request';
import { deliver } from '../secrets';
import { completeFactor, PASSWORD_FACTOR, startsSignIn } from '../sign-on';
import { withPkce } from '../pkce';

const INCORRECT_LOGIN = 'Incorrect email or password';

async function passwordLogin(
  request: Request,
  tenantId: unknown,
  schema: typeof loginWithPasswordBody,
) {
  requireTenant(tenantId);
  const firstFactor = firstFactorFrom(request, { starts: startsSignIn(PASSWORD_FACTOR) });
  const body = await readBody(request, schema);
  const account = findAccountByEmailOrUsername(body.emailOrUsername);
  if (!account?.password) {
    if (account && body.options?.noResetEmail)
      fail(400, 'User does not have a password', 'intended_error');
    fail(400, INCORRECT_LOGIN);
  }
  if (account.password !== body.password) fail(400, INCORRECT_LOGIN);
  return completeFactor(account, PASSWORD_FACTOR, firstFactor);
}

export const passwordHandlers = [
  getLoginWithPasswordMockHandler(
    operation(
      'loginWithPassword',
      'provider',
      withPkce(({ request, params }) =>
        passwordLogin(request, params.tenantId, loginWithPasswordBody),
      ),
    ),
  ),

  getMigratePasswordMockHandler(
    operation(
      'migratePassword',
      'provider',
      withPkce(async ({ request, params }) => {
        const result = await passwordLogin(request, params.tenantId, migratePasswordBody);
        return 'tokens' in result ? { ...result, upstreamResponse: { migrated: false } } : result;
      }),
    ),
  ),

  getUpdatePasswordMockHandler(
    operation('updatePassword', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const { account } = await requireAccess(request);
      const body = await readBody(request, updatePasswordBody);
      if (account.password !== undefined && body.existingPassword !== account.password) {
        fail(
          400,
          body.existingPassword
            ? 'Your current password is incorrect'
            : 'Please enter your current password',
        );
      }
      const problem = passwordProblem(body.password);
      if (problem) fail(400, problem);
      account.password = body.password;
      account.updatedAt = nowIso();
      return { message: 'OK' as const };
    }),
  ),

  getSignupWithPasswordMockHandler(
    operation(
      'signupWithPassword',
      'provider',
      withPkce(async ({ request, params }) => {
        requireTenant(params.tenantId);
        // A first-factor token belongs to an existing account's sign-in, never to a new account.
        if (firstFactorFrom(request, { starts: true }))
          fail(401, 'Unauthorized', 'unauthorized_error');
        const body = await readBody(request, signupWithPasswordBody);
        const db = getDb();
        if (db.accounts.some((a) => a.email?.toLowerCase() === body.email.toLowerCase())) {
          fail(409, 'An account with this email already exists', 'conflict_error');
        }
        if (
          body.username &&
          db.accounts.some((a) => a.username?.toLowerCase() === body.username?.toLowerCase())
        ) {
          fail(409, 'This username is taken', 'conflict_error');
        }
        const problem = passwordProblem(body.password);
        if (problem) fail(400, problem);
        const email = body.email.toLowerCase();
        const account = createAccount({
          email,
          username: body.username,
          name: body.name,
          password: body.password,
          data: body.data ?? {},
        });
        if (!body.options?.noSignupEmail) {
          deliver({
            channel: 'email',
            to: email,
            subject: 'Welcome to Compliance Hub',
            body: `Welcome, ${account.name ?? email}.`,
          });
        }
        return completeFactor(account, PASSWORD_FACTOR, undefined);
      }),
    ),
  ),
];
