/**
 * Whether what a person typed as who they are is an email address rather than a username, so the
 * email forms start with it. A guess, not a check: those forms check the address against the
 * contract's `format: email` when it is sent (./schemas.ts). Kept apart from zod: the flow machine
 * runs on the sign-in page's first load, which has a budget (docs/performance.md).
 */
export function looksLikeEmail(value: string): boolean {
  const at = value.indexOf('@');
  return at > 0 && at < value.length - 1;
}
