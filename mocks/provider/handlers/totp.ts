/** The authenticator app (TOTP): setting one up, and signing in with its code or a backup code. */
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import {
  getGetTotpSetupMockHandler,
  getLoginWithTotpMockHandler,
} from '../../../generated/provider/endpoints/totp/totp.msw';
import type { TotpSetup } from '../../../generated/provider/model';
import { loginWithTotpBody } from '../../../generated/provider/zod/totp/totp.zod';
import { now } from '../../clock';
import type { TotpConfig } from '../../db';
import { operation } from '../../faults';
import { getDb } from '../../store';
import { firstFactorFrom, requireAccess } from '../access';
import { findAccountByEmailOrUsername, findAccountById } from '../accounts';
import { randomHex } from '../random';
import { fail, readBody, requireTenant } from '../request';
import { completeFactor } from '../sign-on';
import { withPkce } from '../pkce';

function totpFor(secret: string): TOTP {
  return new TOTP({
    issuer: 'Compliance Hub Demo',
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** A current TOTP code (±1 step) or an unused backup code; a backup code works once. */
function checkTotp(config: TotpConfig, code: { totpCode?: string; backupCode?: string }): boolean {
  if (code.totpCode) {
    const delta = totpFor(config.secret).validate({
      token: code.totpCode,
      timestamp: now(),
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(now() / 30_000) + delta;
    if (config.lastUsedStep !== undefined && step <= config.lastUsedStep) return false; // a replay
    config.lastUsedStep = step;
    return true;
  }
  if (code.backupCode) {
    // As the contract's pattern writes them (lower-case): the body was checked against it.
    const index = config.backupCodes.indexOf(code.backupCode);
    if (index === -1) return false;
    config.backupCodes.splice(index, 1);
    return true;
  }
  return false;
}

function newBackupCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const hex = randomHex(5);
    return `${hex.slice(0, 5)}-${hex.slice(5, 10)}`;
  });
}

export const totpHandlers = [
  getGetTotpSetupMockHandler(
    operation('getTotpSetup', 'provider', async ({ request }): Promise<TotpSetup> => {
      const firstFactor = firstFactorFrom(request);
      const account = firstFactor
        ? findAccountById(firstFactor.userId)
        : (await requireAccess(request)).account;
      if (!account) fail(401, 'Unauthorized', 'unauthorized_error');
      const secret = new Secret({ size: 20 }).base32;
      account.pendingTotp = { secret, backupCodes: newBackupCodes() };
      const uri = totpFor(secret);
      uri.label =
        account.email ?? account.phoneNumber ?? account.username ?? String(account.userId);
      return {
        totpSecret: secret,
        qrCode: await QRCode.toDataURL(uri.toString(), { margin: 1, width: 200 }),
        backupCodes: [...account.pendingTotp.backupCodes],
      };
    }),
  ),

  getLoginWithTotpMockHandler(
    operation(
      'loginWithTotp',
      'provider',
      withPkce(async ({ request, params }) => {
        requireTenant(params.tenantId);
        const body = await readBody(request, loginWithTotpBody);
        const identifier = body.emailOrUsername ?? body.email ?? body.username;
        // Who is signing in, in the body: this call starts a sign-in (the authenticator first).
        const firstFactor = firstFactorFrom(request, {
          starts:
            identifier !== undefined ||
            body.userId !== undefined ||
            body.userUuid !== undefined ||
            body.phoneNumber !== undefined,
        });
        if (!body.totpCode && !body.backupCode) fail(400, 'Please enter your six-digit code');
        const account = firstFactor
          ? findAccountById(firstFactor.userId)
          : getDb().accounts.find(
              (a) =>
                (body.userId !== undefined && a.userId === body.userId) ||
                (body.userUuid !== undefined && a.userUuid === body.userUuid) ||
                (identifier !== undefined && findAccountByEmailOrUsername(identifier) === a) ||
                (body.phoneNumber !== undefined && a.phoneNumber === body.phoneNumber),
            );
        const invalid = 'Invalid authenticator code';
        if (!account) fail(400, invalid);
        if (account.pendingTotp && checkTotp(account.pendingTotp, body)) {
          // a code of the authenticator being set up confirms it and replaces the old one
          account.totp = account.pendingTotp;
          account.pendingTotp = undefined;
        } else if (account.totp && checkTotp(account.totp, body)) {
          // a working authenticator; a pending one stays pending until its own code confirms it
        } else {
          fail(400, body.backupCode ? 'Invalid backup code' : invalid);
        }
        return completeFactor(account, { strategy: 'totp', channel: 'authenticator' }, firstFactor);
      }),
    ),
  ),
];
