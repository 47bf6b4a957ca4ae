import type { ComponentType } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** The routes whose pages ./signed-in-pages.ts loads (the rest: ./pages.ts itself). */
export const SIGNED_IN_KEYS = [
  'home',
  'professionals',
  'professional',
  'employers',
  'employer',
  'documentation',
  'users',
  'user',
  'accountSettings',
  'pickType',
  'licenseVerification',
  'currentEmployer',
  'uploadResume',
  'jobPreferences',
  'validatePhone',
  'supportHub',
  'article',
  'manageArticle',
  'editArticle',
  'fileManager',
  'landing',
  'pricing',
  'systemConfig',
] as const;

export type SignedInKey = (typeof SIGNED_IN_KEYS)[number];
