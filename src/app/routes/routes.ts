/**
 * The route table as data (DESIGN §3.4, SPEC §2): one list drives the router, the guards and the
 * navigation menu.
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { UserRole } from '@generated/product/model';
import { loadLaterScreens } from '@/features/auth/screens/later';
import type { Role } from '@/features/auth/session/session';
import type { RouteKey } from './route-messages';
import { routeTitles } from './route-messages';

/**
 * - `public-only`: anonymous visitors only; a signed-in user is sent on (SPEC §2.3 rule 2).
 * - `open`: anyone; a redirect parameter is honoured (rule 3).
 * - `signed-in`: any signed-in user, no role required.
 * - `protected`: a signed-in user holding one of `authority` (rule 1; empty = nobody).
 */
export type Access = 'public-only' | 'open' | 'signed-in' | 'protected';

/** `app`: the signed-in app layout chosen in the theme settings (public layout when anonymous). */
export type RouteLayout = 'app' | 'simple' | 'blank' | 'side' | 'split';

export type NavSection = 'main' | 'profiles' | 'helpCenter' | 'account' | 'system' | 'others';

export interface RouteDef {
  key: RouteKey;
  path: string;
  access: Access;
  authority: readonly Role[];
  layout: RouteLayout;
  title: MessageDescriptor;
  load: () => Promise<{ default: ComponentType }>;
  /** Shown in the navigation menu (to those allowed to open it). */
  nav?: NavSection;
  /**
   * The page shows the sign-in toolkit: it waits briefly for the tenant's sign-in factors asked
   * for at start, so that its form appears whole instead of growing from a placeholder.
   */
  showsSignInForm?: boolean;
}

/**
 * Who may open what is product data (SPEC §2.2), spelled with the contract's roles. "All six roles"
 * is every role of the contract, so that a role added there may open those pages too.
 */
const ALL: readonly Role[] = Object.values(UserRole);
const DETAILS: readonly Role[] = [
  UserRole.admin,
  UserRole.professional,
  UserRole.agency,
  UserRole.organization,
  UserRole.recruiter,
];
const STAFF: readonly Role[] = [UserRole.admin, UserRole.user];

const framePage = () => import('@/app/pages/frame-page');
const authPage = () => import('@/app/pages/auth-frame-page');
/** An auth page whose form opens on one of the flow's later screens (a reset, a one-time code). */
const authPageOnLaterScreen = () =>
  Promise.all([authPage(), loadLaterScreens()]).then(([page]) => page);

function route(def: Omit<RouteDef, 'title' | 'load'> & { load?: RouteDef['load'] }): RouteDef {
  return { ...def, title: routeTitles[def.key], load: def.load ?? framePage };
}

export const ROUTES: readonly RouteDef[] = [
  // SPEC §2.1: unauthenticated screens, simple centred layout.
  route({
    key: 'signIn',
    path: '/sign-in',
    access: 'public-only',
    authority: [],
    layout: 'simple',
    load: authPage,
    showsSignInForm: true,
  }),
  route({
    key: 'signUp',
    path: '/sign-up',
    access: 'public-only',
    authority: [],
    layout: 'simple',
    load: authPage,
    showsSignInForm: true,
  }),
  route({
    key: 'forgotPassword',
    path: '/forgot-password',
    access: 'public-only',
    authority: [],
    layout: 'simple',
    load: authPageOnLaterScreen,
    showsSignInForm: true,
  }),
  // Open, so that a signed-in person following a reset link can still set a new password.
  route({
    key: 'resetPassword',
    path: '/reset-password',
    access: 'open',
    authority: [],
    layout: 'simple',
    load: authPageOnLaterScreen,
    showsSignInForm: true,
  }),
  route({
    key: 'otpVerification',
    path: '/otp-verification',
    access: 'public-only',
    authority: [],
    layout: 'simple',
    load: authPageOnLaterScreen,
    showsSignInForm: true,
  }),
  route({
    key: 'otp',
    path: '/otp',
    access: 'open',
    authority: [],
    layout: 'simple',
    load: authPageOnLaterScreen,
    showsSignInForm: true,
  }),
  route({
    key: 'profileSelect',
    path: '/profile-select',
    access: 'signed-in',
    authority: [],
    layout: 'simple',
    load: () => import('@/features/profile-select/profile-select-page'),
  }),

  // SPEC §2.2
  route({
    key: 'home',
    path: '/home',
    access: 'protected',
    authority: [UserRole.admin, UserRole.user, UserRole.recruiter],
    layout: 'app',
    nav: 'main',
    load: () => import('@/features/dashboard/dashboard-page'),
  }),
  route({
    key: 'professionals',
    path: '/profiles/professionals',
    access: 'protected',
    authority: [UserRole.admin],
    layout: 'app',
    nav: 'profiles',
  }),
  route({
    key: 'professional',
    path: '/profiles/professional/:id',
    access: 'protected',
    authority: DETAILS,
    layout: 'app',
  }),
  route({
    key: 'employers',
    path: '/profiles/employers',
    access: 'protected',
    authority: [UserRole.admin],
    layout: 'app',
    nav: 'profiles',
  }),
  route({
    key: 'employer',
    path: '/profiles/employer/:id',
    access: 'protected',
    authority: DETAILS,
    layout: 'app',
  }),
  route({
    key: 'users',
    path: '/profiles/users',
    access: 'protected',
    authority: [UserRole.admin],
    layout: 'app',
    nav: 'profiles',
    load: () => import('@/features/users/users-page'),
  }),
  route({
    key: 'user',
    path: '/profiles/user/:id',
    access: 'protected',
    authority: DETAILS,
    layout: 'app',
    load: () => import('@/features/users/user-page'),
  }),
  route({
    key: 'accountSettings',
    path: '/profiles/account/settings/:step?',
    access: 'protected',
    authority: ALL,
    layout: 'app',
    nav: 'account',
    load: () => import('@/features/account-settings/account-settings-page'),
  }),
  route({
    key: 'rolesPermissions',
    path: '/profiles/account/roles-permissions',
    access: 'protected',
    authority: STAFF,
    layout: 'app',
    nav: 'account',
  }),
  route({
    key: 'pricing',
    path: '/profiles/account/pricing',
    access: 'protected',
    authority: STAFF,
    layout: 'app',
    nav: 'account',
  }),
  route({
    key: 'supportHub',
    path: '/profiles/help-center/support-hub',
    access: 'protected',
    authority: STAFF,
    layout: 'app',
    nav: 'helpCenter',
  }),
  route({
    key: 'article',
    path: '/profiles/help-center/article/:id',
    access: 'protected',
    authority: STAFF,
    layout: 'app',
  }),
  route({
    key: 'editArticle',
    path: '/profiles/help-center/edit-article/:id',
    access: 'protected',
    authority: STAFF,
    layout: 'app',
  }),
  route({
    key: 'manageArticle',
    path: '/profiles/help-center/manage-article',
    access: 'protected',
    authority: STAFF,
    layout: 'app',
    nav: 'helpCenter',
  }),
  route({
    key: 'fileManager',
    path: '/profiles/file-manager',
    access: 'protected',
    authority: STAFF,
    layout: 'app',
    nav: 'main',
  }),
  route({
    key: 'documentation',
    path: '/profiles/documentation/me',
    access: 'protected',
    authority: [UserRole.professional],
    layout: 'app',
    nav: 'main',
  }),
  route({
    key: 'systemConfig',
    path: '/system/config/*',
    access: 'protected',
    authority: [UserRole.admin],
    layout: 'app',
    nav: 'system',
  }),
  route({
    key: 'accessDenied',
    path: '/access-denied',
    access: 'protected',
    authority: STAFF,
    layout: 'app',
    nav: 'others',
  }),
  route({
    key: 'landing',
    path: '/landing',
    access: 'protected',
    authority: STAFF,
    layout: 'blank',
    nav: 'others',
  }),
  route({
    key: 'pickType',
    path: '/registration/pick-type',
    access: 'protected',
    authority: [UserRole.user],
    layout: 'side',
  }),
  route({
    key: 'licenseVerification',
    path: '/onboarding/license-verification',
    access: 'protected',
    authority: [UserRole.user, UserRole.professional],
    layout: 'side',
  }),
  route({
    key: 'currentEmployer',
    path: '/onboarding/current-employer',
    access: 'protected',
    authority: [UserRole.user, UserRole.professional],
    layout: 'side',
  }),
  route({
    key: 'uploadResume',
    path: '/onboarding/upload-resume',
    access: 'protected',
    authority: [UserRole.user, UserRole.professional],
    layout: 'side',
  }),
  route({
    key: 'jobPreferences',
    path: '/onboarding/job-preferences',
    access: 'protected',
    authority: [UserRole.user, UserRole.professional],
    layout: 'side',
  }),
  route({
    key: 'validatePhone',
    path: '/onboarding/validate-phone',
    access: 'protected',
    authority: [UserRole.user, UserRole.professional],
    layout: 'side',
    load: () => import('@/features/onboarding/validate-phone-page'),
  }),
];

export const ROUTE_BY_KEY = Object.fromEntries(ROUTES.map((r) => [r.key, r])) as Record<
  RouteKey,
  RouteDef
>;
