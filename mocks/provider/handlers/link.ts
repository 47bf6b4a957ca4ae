/** Email sign-in links: sending one (a new address gets an account), and signing in with one. */
import {
  getLoginWithLinkMockHandler,
  getSendLoginLinkMockHandler,
} from '../../../generated/provider/endpoints/link/link.msw';
import {
  loginWithLinkBody,
  sendLoginLinkBody,
} from '../../../generated/provider/zod/link/link.zod';
import { now } from '../../clock';
import { operation } from '../../faults';
import { getDb } from '../../store';
import { assertFirstFactorOf, firstFactorFrom } from '../access';
import {
  createAccount,
  findAccountByEmailOrUsername,
  hasEmail,
  findAccountById,
} from '../accounts';
import { randomHex } from '../random';
import { appOrigin, fail, readBody, requireTenant } from '../request';
import { addSecret, consumeSecret, deliver } from '../secrets';
import { completeFactor, startsSignIn } from '../sign-on';
import { withPkce } from '../pkce';

export const linkHandlers = [
  getSendLoginLinkMockHandler(
    operation('sendLoginLink', 'provider', async ({ request, params }) => {
      requireTenant(params.tenantId);
      const body = await readBody(request, sendLoginLinkBody);
      const db = getDb();
      const found = findAccountByEmailOrUsername(body.email);
      // An account without an email (signed up by phone) gets no link: a new one is made for it.
      const existing = hasEmail(found) ? found : undefined;
      const email = existing?.email ?? body.email.toLowerCase();
      const account =
        existing ??
        createAccount({
          email,
          name: body.name,
          username: body.username,
          data: body.data ?? {},
        });
      const type = existing ? 'login' : 'welcome';
      const token = randomHex(24);
      addSecret(
        { kind: 'login-link', value: token, userId: account.userId },
        db.settings.linkTtlSeconds,
      );
      const url = new URL(
        body.options?.redirect?.startsWith('/') ? '/sign-in' : '/sign-in',
        appOrigin(request),
      );
      url.search = new URLSearchParams({ token, uuid: account.userUuid, type }).toString();
      const message = deliver({
        channel: 'email',
        to: email,
        subject: type === 'login' ? 'Your sign-in link' : 'Welcome: confirm your email',
        body: `Use this link to sign in: ${url.toString()}`,
        link: url.toString(),
      });
      return {
        message: 'OK' as const,
        result: {
          email,
          submittedAt: message.sentAt,
          messageId: message.id,
          to: email,
          link: url.toString(),
        },
      };
    }),
  ),

  getLoginWithLinkMockHandler(
    operation(
      'loginWithLink',
      'provider',
      withPkce(async ({ request, params }) => {
        requireTenant(params.tenantId);
        const firstFactor = firstFactorFrom(request, {
          starts: startsSignIn({ strategy: 'link', channel: 'email' }),
        });
        const body = await readBody(request, loginWithLinkBody);
        const secret = getDb().secrets.find(
          (s) => s.kind === 'login-link' && s.value === body.token,
        );
        const account = secret ? findAccountById(secret.userId) : undefined;
        if (!secret || !account || account.userUuid !== body.uuid)
          fail(400, 'This link is invalid or has already been used');
        assertFirstFactorOf(firstFactor, account);
        consumeSecret(secret);
        if (secret.expiresAt <= now())
          fail(400, 'This link has expired. Please request a new one.');
        account.isEmailConfirmed = true;
        return completeFactor(account, { strategy: 'link', channel: 'email' }, firstFactor);
      }),
    ),
  ),
];
