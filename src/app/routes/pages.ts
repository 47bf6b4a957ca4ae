/**
 * Which page each route of the table (src/config/routes.ts) shows, loaded when first needed: the
 * app composes the features here. Routes without a page of their own show the frame page.
 */
import type { RouteKey } from '@/config/route-messages';
import type { RouteDef } from '@/config/routes';
import { ROUTES } from '@/config/routes';
import { loadLaterScreens } from '@/features/auth/screens/later';
import type { PageLoader, SignedInKey } from './signed-in-keys';
import { SIGNED_IN_KEYS } from './signed-in-keys';

export type { PageLoader };

/** A route of the table with the page it shows. */
export interface AppRoute extends RouteDef {
  load: PageLoader;
}

const framePage: PageLoader = () => import('@/app/pages/frame-page');
const authPage: PageLoader = () => import('@/app/pages/auth-frame-page');
/** An auth page whose form opens on one of the flow's later screens (a reset, a one-time code). */
const authPageOnLaterScreen: PageLoader = () =>
  Promise.all([authPage(), loadLaterScreens()]).then(([page]) => page);

/**
 * The signed-in pages' loaders live in a module of their own (./signed-in-pages.ts), fetched with
 * the first of them: each loader carries the list of chunks its page needs, which the sign-in
 * page's first load would otherwise download for every page of the app (~0.1 KB each, gzip).
 */
const signedInPages = () => import('./signed-in-pages');
const signedInPage =
  (key: SignedInKey): PageLoader =>
  () =>
    signedInPages().then((pages) => pages.SIGNED_IN_PAGES[key]());

/** Loads the signed-in pages' table ahead of the first of them (after a sign-in started). */
export const preloadSignedInPages = (): Promise<unknown> => signedInPages();

export const PAGES: Readonly<Partial<Record<RouteKey, PageLoader>>> = {
  signIn: authPage,
  signUp: authPage,
  forgotPassword: authPageOnLaterScreen,
  resetPassword: authPageOnLaterScreen,
  otpVerification: authPageOnLaterScreen,
  otp: authPageOnLaterScreen,
  profileSelect: () => import('@/features/profile-select/profile-select-page'),
  ...Object.fromEntries(SIGNED_IN_KEYS.map((key) => [key, signedInPage(key)])),
};

export const APP_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({
  ...route,
  load: PAGES[route.key] ?? framePage,
}));
