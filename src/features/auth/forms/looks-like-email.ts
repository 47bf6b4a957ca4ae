import { regexes } from 'zod/v4/core';

/**
 * Whether what a person typed as who they are is an email address, by the pattern the contract's
 * `format: email` fields are checked with (generated as `zod.email()`). Only the pattern is loaded
 * here: the flow machine asks this on the sign-in page, whose first load has a budget.
 */
export const looksLikeEmail = (value: string): boolean => regexes.email.test(value);
