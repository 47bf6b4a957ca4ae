/**
 * The signed-in pages, each loaded when first needed: in a module of their own so that the
 * sign-in page's first load does not carry their lists of chunks (./pages.ts).
 */
import type { PageLoader, SignedInKey } from './signed-in-keys';

export const SIGNED_IN_PAGES: Readonly<Record<SignedInKey, PageLoader>> = {
  home: () => import('@/features/dashboard/dashboard-page'),
  professionals: () => import('@/features/professionals/professionals-page'),
  professional: () => import('@/features/professionals/professional-page'),
  employers: () => import('@/features/employers/employers-page'),
  employer: () => import('@/features/employers/employer-page'),
  documentation: () => import('@/features/wallet/documentation-page'),
  users: () => import('@/features/users/users-page'),
  user: () => import('@/features/users/user-page'),
  accountSettings: () => import('@/features/account-settings/account-settings-page'),
  pickType: () => import('@/features/registration/pick-type-page'),
  licenseVerification: () => import('@/features/onboarding/license-verification-page'),
  currentEmployer: () => import('@/features/onboarding/current-employer-page'),
  uploadResume: () => import('@/features/onboarding/upload-resume-page'),
  jobPreferences: () => import('@/features/onboarding/job-preferences-page'),
  validatePhone: () => import('@/features/onboarding/validate-phone-page'),
  supportHub: () => import('@/features/help/support-hub-page'),
  article: () => import('@/features/help/article-page'),
  manageArticle: () => import('@/features/help/manage-article-page'),
  editArticle: () => import('@/features/help/edit-article-page'),
  fileManager: () => import('@/features/files/file-manager-page'),
  landing: () => import('@/features/landing/landing-page'),
  pricing: () => import('@/features/pricing/pricing-page'),
  systemConfig: () => import('@/features/system-config/system-config-page'),
};
