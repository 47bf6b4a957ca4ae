/**
 * The hosted provider's v0 API for the demo tenant, on the generated MSW handler factories.
 * It behaves as the real one does in test mode (see the issue "The embedded demo backend").
 * Each area's handlers live in handlers/; MSW tries them in this order.
 */
import { codeHandlers } from './handlers/code';
import { linkHandlers } from './handlers/link';
import { passwordHandlers } from './handlers/password';
import { resetHandlers } from './handlers/reset';
import { samlHandlers } from './handlers/saml';
import { sessionHandlers } from './handlers/session';
import { tenantHandlers } from './handlers/tenant';
import { totpHandlers } from './handlers/totp';

export const providerHandlers = [
  ...tenantHandlers,
  ...sessionHandlers,
  ...totpHandlers,
  ...passwordHandlers,
  ...linkHandlers,
  ...codeHandlers,
  ...resetHandlers,
  ...samlHandlers,
];
