/**
 * Verification codes by email or SMS: sending one and signing in with it, as a first or second
 * factor, or a signed-in person confirming a phone number of their own.
 */
import {
  getLoginWithVerificationCodeMockHandler,
  getSendVerificationCodeMockHandler,
} from '../../../generated/provider/endpoints/code/code.msw';
import {
  loginWithVerificationCodeBody,
  sendVerificationCodeBody,
} from '../../../generated/provider/zod/code/code.zod';
import { now, nowIso } from '../../clock';
import { operation } from '../../faults';
import { getDb } from '../../store';
import { accessIfPresent, firstFactorFrom } from '../access';
import {
  createAccount,
  findAccountByEmailOrUsername,
  findAccountById,
  hasEmail,
} from '../accounts';
import { randomDigits } from '../random';
import { fail, readBody, requireTenant } from '../request';
import { addSecret, consumeSecret, deliver } from '../secrets';
import { completeFactor, signedOn, startsSignIn } from '../sign-on';
import { withPkce } from '../pkce';

export const codeHandlers = [
  getSendVerificationCodeMockHandler(
    operation('sendVerificationCode', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const body = await readBody(request, sendVerificationCodeBody);
      const firstFactor = firstFactorFrom(request, {
        starts: startsSignIn({ strategy: 'verificationCode', channel: body.channel }),
      });
      // A signed-in user's access token: confirming a phone number of their own.
      const signedIn =
        firstFactor || body.channel !== 'sms' ? undefined : await accessIfPresent(request);
      let account = firstFactor ? findAccountById(firstFactor.userId) : signedIn;
      if (signedIn && body.channel === 'sms') {
        if (!body.phoneNumber) fail(400, 'SMS verification code requires "phoneNumber"');
        if (getDb().accounts.some((a) => a !== signedIn && a.phoneNumber === body.phoneNumber))
          fail(400, 'This phone number is used by another account');
      }
      if (!firstFactor && !signedIn) {
        if (body.channel === 'sms' && !body.phoneNumber)
          fail(400, 'SMS verification code requires "phoneNumber"');
        if (body.channel === 'email' && !body.email)
          fail(400, 'Email verification code requires "email"');
        // An address or number the tenant does not know signs up, as the provider does: the new
        // account has what was sent (a phone-only account has no email; decision 014).
        const signUp = { name: body.name, username: body.username, data: body.data ?? {} };
        if (body.channel === 'email') {
          // An account found by a username that has no email signs up afresh with the address.
          const found = findAccountByEmailOrUsername(body.email ?? '');
          account = hasEmail(found)
            ? found
            : createAccount({ ...signUp, email: (body.email ?? '').toLowerCase() });
        } else {
          account =
            getDb().accounts.find((a) => a.phoneNumber === body.phoneNumber) ??
            createAccount({ ...signUp, phoneNumber: body.phoneNumber ?? '' });
        }
      }
      if (!account) fail(401, 'Unauthorized', 'unauthorized_error');
      // A second factor goes to the number the account has confirmed, never to one the client picks.
      if (
        firstFactor &&
        body.channel === 'sms' &&
        body.phoneNumber &&
        account.isPhoneNumberConfirmed &&
        account.phoneNumber &&
        body.phoneNumber !== account.phoneNumber
      ) {
        fail(400, 'Codes for this account go to its confirmed phone number');
      }
      const to = body.channel === 'sms' ? (body.phoneNumber ?? account.phoneNumber) : account.email;
      if (!to) fail(400, 'SMS verification code requires "phoneNumber"');
      const code = randomDigits(6);
      addSecret(
        { kind: 'code', value: code, userId: account.userId, channel: body.channel, to },
        getDb().settings.codeTtlSeconds,
      );
      const message = deliver({
        channel: body.channel,
        to,
        subject: 'Your verification code',
        body: `Your Compliance Hub verification code is ${code}`,
        verificationCode: code,
      });
      return {
        message: 'OK' as const,
        result: {
          channel: body.channel,
          ...(body.channel === 'sms' ? { phoneNumber: to } : { email: to }),
          submittedAt: message.sentAt,
          messageId: message.id,
          verificationCode: code,
        },
      };
    }),
  ),

  getLoginWithVerificationCodeMockHandler(
    operation(
      'loginWithVerificationCode',
      'provider',
      withPkce(async ({ request, params }) => {
        requireTenant(params.tenantId);
        const body = await readBody(request, loginWithVerificationCodeBody);
        const firstFactor = firstFactorFrom(request, {
          starts: startsSignIn({ strategy: 'verificationCode', channel: body.channel }),
        });
        // A signed-in user's access token: confirming a phone number of their own.
        const signedIn =
          firstFactor || body.channel !== 'sms' ? undefined : await accessIfPresent(request);
        const db = getDb();
        const to = body.channel === 'sms' ? body.phoneNumber : body.email?.toLowerCase();
        const candidates = db.secrets.filter(
          (s) =>
            s.kind === 'code' &&
            s.channel === body.channel &&
            (firstFactor
              ? s.userId === firstFactor.userId
              : signedIn
                ? s.userId === signedIn.userId && (to === undefined || s.to === to)
                : s.to === to),
        );
        const secret = candidates.find((s) => s.value === body.verificationCode);
        if (!secret) fail(400, 'Invalid verification code');
        consumeSecret(secret);
        if (secret.expiresAt <= now())
          fail(400, 'This code has expired. Please request a new one.');
        const account = findAccountById(secret.userId);
        if (!account) fail(400, 'Invalid verification code');
        if (body.channel === 'sms') {
          account.phoneNumber = secret.to;
          account.isPhoneNumberConfirmed = true;
          // Passed as the second factor: SMS is now one of the account's configured factors.
          if (firstFactor) account.smsSecondFactor = true;
          const user = db.users.find((u) => u.authUuid === account.userUuid);
          if (user) Object.assign(user, { phoneVerified: true, updatedAt: nowIso() });
        } else account.isEmailConfirmed = true;
        // A signed-in user confirmed a number of their own: fresh tokens that say so.
        if (signedIn) return signedOn(account);
        return completeFactor(
          account,
          { strategy: 'verificationCode', channel: body.channel },
          firstFactor,
        );
      }),
    ),
  ),
];
