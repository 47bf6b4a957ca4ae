/**
 * `zod` as the app's build sees it (vite.config.ts points the bare `zod` import here): zod with
 * its JIT off. The JIT compiles validators with `new Function`, which the production server's
 * Content-Security-Policy forbids (no 'unsafe-eval', scripts/security-headers.mjs); left on, the
 * first object schema probes for eval and the browser reports a CSP violation, even though zod
 * then falls back. Setting it here, in the module every schema imports, runs it before any schema
 * is built, whichever chunk the bundler puts the schemas in.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
