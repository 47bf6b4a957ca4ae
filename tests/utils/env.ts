/** Jest stand-in for src/config/env.ts (import.meta.env does not exist under CommonJS). */
export const env: Readonly<Record<string, string | boolean | undefined>> = {
  VITE_ENABLE_MOCK: 'true',
  ...process.env,
};
