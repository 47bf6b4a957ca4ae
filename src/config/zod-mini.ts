/**
 * `zod/mini` for the code on the sign-in path (the auth forms): the same validators as `zod`
 * (./zod.ts) with functions instead of methods, so a bundle carries only the ones it uses, a sixth
 * of zod's size for these forms. Its JIT is off for the same reason as there (the
 * Content-Security-Policy forbids eval); the setting is shared, and made here before any schema of
 * a module importing this one is built.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export { z } from 'zod/mini';
