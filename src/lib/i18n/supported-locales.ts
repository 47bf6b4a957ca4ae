/** The app's languages (SPEC §3 "Locale state"): English, the default, and Spanish. */
export const SUPPORTED_LOCALES = ['en', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
