/** Password reset: sending a reset link, and setting a new password with it. */
import {
  getResetPasswordMockHandler,
  getSendResetLinkMockHandler,
} from '../../../generated/provider/endpoints/reset/reset.msw';
import {
  resetPasswordBody,
  sendResetLinkBody,
} from '../../../generated/provider/zod/reset/reset.zod';
import { now, nowIso } from '../../clock';
import { operation } from '../../faults';
import { getDb } from '../../store';
import {
  findAccountByEmailOrUsername,
  findAccountById,
  hasEmail,
  passwordProblem,
} from '../accounts';
import { randomHex } from '../random';
import { appOrigin, fail, readBody, requireTenant } from '../request';
import { addSecret, consumeSecret, deliver } from '../secrets';
import { completeFactor, PASSWORD_FACTOR } from '../sign-on';

export const resetHandlers = [
  getSendResetLinkMockHandler(
    operation('sendResetLink', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const body = await readBody(request, sendResetLinkBody);
      const found = findAccountByEmailOrUsername(body.email);
      // An account signed up by phone has no address to send a link to: as if there were none.
      const account = hasEmail(found) ? found : undefined;
      const submittedAt = nowIso();
      // Same answer whether or not the account exists; only a real account gets a message.
      if (!account)
        return {
          message: 'OK' as const,
          result: { email: body.email, submittedAt, messageId: `msg_${randomHex(8)}` },
        };
      const token = randomHex(24);
      addSecret(
        { kind: 'reset-link', value: token, userId: account.userId },
        getDb().settings.linkTtlSeconds,
      );
      const url = new URL('/reset-password', appOrigin(request));
      url.search = new URLSearchParams({ uuid: account.userUuid, token, type: 'reset' }).toString();
      const message = deliver({
        channel: 'email',
        to: account.email,
        subject: 'Reset your password',
        body: `Set a new password here: ${url.toString()}`,
        link: url.toString(),
      });
      return {
        message: 'OK' as const,
        result: {
          email: account.email,
          submittedAt: message.sentAt,
          messageId: message.id,
          link: url.toString(),
        },
      };
    }),
  ),

  getResetPasswordMockHandler(
    operation('resetPassword', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const body = await readBody(request, resetPasswordBody);
      const secret = getDb().secrets.find((s) => s.kind === 'reset-link' && s.value === body.token);
      const account = secret ? findAccountById(secret.userId) : undefined;
      if (!secret || !account || account.userUuid !== body.uuid)
        fail(400, 'This reset link is invalid or has already been used');
      if (secret.expiresAt <= now()) {
        consumeSecret(secret);
        fail(400, 'This reset link has expired. Please request a new one.');
      }
      const problem = passwordProblem(body.password);
      if (problem) fail(400, problem); // the link stays usable so the person can try again
      consumeSecret(secret);
      account.password = body.password;
      account.isEmailConfirmed = true;
      account.updatedAt = nowIso();
      const result = await completeFactor(account, PASSWORD_FACTOR, undefined);
      return result;
    }),
  ),
];
