/**
 * Which page each route of the table (src/config/routes.ts) shows, loaded when first needed: the
 * app composes the features here. Routes without a page of their own show the frame page.
 */
import type { ComponentType } from 'react';
import type { RouteKey } from '@/config/route-messages';
import type { RouteDef } from '@/config/routes';
import { ROUTES } from '@/config/routes';
import { loadLaterScreens } from '@/features/auth/screens/later';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A route of the table with the page it shows. */
export interface AppRoute extends RouteDef {
  load: PageLoader;
}

const framePage: PageLoader = () => import('@/app/pages/frame-page');
const authPage: PageLoader = () => import('@/app/pages/auth-frame-page');
/** An auth page whose form opens on one of the flow's later screens (a reset, a one-time code). */
const authPageOnLaterScreen: PageLoader = () =>
  Promise.all([authPage(), loadLaterScreens()]).then(([page]) => page);

export const PAGES: Readonly<Partial<Record<RouteKey, PageLoader>>> = {
  signIn: authPage,
  signUp: authPage,
  forgotPassword: authPageOnLaterScreen,
  resetPassword: authPageOnLaterScreen,
  otpVerification: authPageOnLaterScreen,
  otp: authPageOnLaterScreen,
  profileSelect: () => import('@/features/profile-select/profile-select-page'),
  home: () => import('@/features/dashboard/dashboard-page'),
  professionals: () => import('@/features/professionals/professionals-page'),
  professional: () => import('@/features/professionals/professional-page'),
  employers: () => import('@/features/employers/employers-page'),
  employer: () => import('@/features/employers/employer-page'),
  documentation: () => import('@/features/wallet/documentation-page'),
  users: () => import('@/features/users/users-page'),
  user: () => import('@/features/users/user-page'),
  accountSettings: () => import('@/features/account-settings/account-settings-page'),
  validatePhone: () => import('@/features/onboarding/validate-phone-page'),
};

export const APP_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({
  ...route,
  load: PAGES[route.key] ?? framePage,
}));
