/**
 * Every path of the app, once (SPEC §2): the route table, the guards, links and redirects take
 * them from here. A path with parameters is the route's pattern (React Router's syntax).
 */
import type { RouteKey } from './route-messages';

export const PATHS = {
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  otpVerification: '/otp-verification',
  otp: '/otp',
  profileSelect: '/profile-select',
  home: '/home',
  professionals: '/profiles/professionals',
  professional: '/profiles/professional/:id',
  employers: '/profiles/employers',
  employer: '/profiles/employer/:id',
  users: '/profiles/users',
  user: '/profiles/user/:id',
  accountSettings: '/profiles/account/settings/:step?',
  rolesPermissions: '/profiles/account/roles-permissions',
  pricing: '/profiles/account/pricing',
  supportHub: '/profiles/help-center/support-hub',
  article: '/profiles/help-center/article/:id',
  editArticle: '/profiles/help-center/edit-article/:id',
  manageArticle: '/profiles/help-center/manage-article',
  fileManager: '/profiles/file-manager',
  documentation: '/profiles/documentation/me',
  systemConfig: '/system/config/*',
  accessDenied: '/access-denied',
  landing: '/landing',
  pickType: '/registration/pick-type',
  licenseVerification: '/onboarding/license-verification',
  currentEmployer: '/onboarding/current-employer',
  uploadResume: '/onboarding/upload-resume',
  jobPreferences: '/onboarding/job-preferences',
  validatePhone: '/onboarding/validate-phone',
} as const satisfies Record<RouteKey, string>;

/** The root: it sends each visitor on (SPEC §2.3). */
export const ROOT_PATH = '/';

/** `/profiles/account/settings/:step?` → `/profiles/account/settings`, `/system/config/*` → `/system/config`. */
export function linkPath(path: string): string {
  const kept: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment.startsWith(':') || segment.startsWith('*')) break;
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

/** Account settings without a step: where a link to them goes (every role may open them). */
export const ACCOUNT_SETTINGS_LINK = linkPath(PATHS.accountSettings);
/** The account settings' security step: the password change and the authenticator. */
export const SECURITY_SETTINGS_LINK = `${ACCOUNT_SETTINGS_LINK}/security`;
