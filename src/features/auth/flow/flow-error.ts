/** A failed effect as the flow shows it (SPEC §8): the server's words, or ours. */
import { displayMessage, HttpError, retryAfterOf } from '@/lib/http/errors';
import { isOnline } from '@/lib/online-status';
import { refusedField } from '../forms/refused-field';
import { refusesResetLink } from './link-query';
import type { Effect, FlowError } from './types';

export function toFlowError(reason: unknown, effect?: Effect): FlowError {
  const text = displayMessage(reason);
  const retryAfter = retryAfterOf(reason);
  const field = effect && refusedField(effect, reason);
  // No answer at all while the device is offline: it says so, not "unknown error".
  const offline = !(reason instanceof HttpError && reason.status > 0) && !isOnline();
  const linkRefused = effect?.kind === 'resetPassword' && refusesResetLink(reason);
  return {
    ...(text ? { kind: 'text', text } : { kind: 'code', code: offline ? 'offline' : 'unknown' }),
    ...(retryAfter ? { retryAfter } : {}),
    ...(field ? { field } : {}),
    ...(linkRefused ? { linkRefused } : {}),
  };
}
