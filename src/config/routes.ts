/**
 * The route table as data (DESIGN §3.4, SPEC §2): one list drives the router, the guards and the
 * navigation menu. Which page each route shows is the app's to say (src/app/routes/pages.ts).
 */
import type { MessageDescriptor } from 'react-intl';
import { matchPath } from 'react-router-dom';
import { UserRole } from '@generated/product/model';
import { PATHS } from './paths';
import type { RouteKey } from './route-messages';
import { ownEmployerTitle, routeTitles } from './route-messages';

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
  authority: readonly UserRole[];
  layout: RouteLayout;
  title: MessageDescriptor;
  /** Shown in the navigation menu (to those allowed to open it). */
  nav?: NavSection;
  /**
   * The page a person comes from to this one (a list above its records): the breadcrumb shows it
   * between the section and this page, as a link for those who may open it.
   */
  parent?: RouteKey;
  /**
   * A menu entry to one record of a details page, for some of its roles: the employer that an
   * organization's or an agency's people act for (`/profiles/employer/mine`).
   */
  menu?: RouteMenuLink;
  /**
   * The page shows the sign-in toolkit: it waits briefly for the tenant's sign-in factors asked
   * for at start, so that its form appears whole instead of growing from a placeholder.
   */
  showsSignInForm?: boolean;
}

export interface RouteMenuLink {
  section: NavSection;
  roles: readonly UserRole[];
  to: string;
  title: MessageDescriptor;
}

/**
 * Who may open what is product data (SPEC §2.2), spelled with the contract's roles. "All six roles"
 * is every role of the contract, so that a role added there may open those pages too.
 */
const ALL: readonly UserRole[] = Object.values(UserRole);
const DETAILS: readonly UserRole[] = [
  UserRole.admin,
  UserRole.professional,
  UserRole.agency,
  UserRole.organization,
  UserRole.recruiter,
];
const STAFF: readonly UserRole[] = [UserRole.admin, UserRole.user];

function route(def: Omit<RouteDef, 'title'>): RouteDef {
  return { ...def, title: routeTitles[def.key] };
}

/** A page for signed-in people holding one of `authority` (SPEC §2.2), in the app layout. */
function signedInPage(
  key: RouteKey,
  authority: readonly UserRole[],
  {
    layout = 'app',
    nav,
    parent,
    menu,
  }: { layout?: RouteLayout; nav?: NavSection; parent?: RouteKey; menu?: RouteMenuLink } = {},
): RouteDef {
  return route({
    key,
    path: PATHS[key],
    access: 'protected',
    authority,
    layout,
    nav,
    ...(parent && { parent }),
    ...(menu && { menu }),
  });
}

export const ROUTES: readonly RouteDef[] = [
  // SPEC §2.1: unauthenticated screens, simple centred layout.
  route({
    key: 'signIn',
    path: PATHS.signIn,
    access: 'public-only',
    authority: [],
    layout: 'simple',
    showsSignInForm: true,
  }),
  route({
    key: 'signUp',
    path: PATHS.signUp,
    access: 'public-only',
    authority: [],
    layout: 'simple',
    showsSignInForm: true,
  }),
  route({
    key: 'forgotPassword',
    path: PATHS.forgotPassword,
    access: 'public-only',
    authority: [],
    layout: 'simple',
    showsSignInForm: true,
  }),
  // Open, so that a signed-in person following a reset link can still set a new password.
  route({
    key: 'resetPassword',
    path: PATHS.resetPassword,
    access: 'open',
    authority: [],
    layout: 'simple',
    showsSignInForm: true,
  }),
  route({
    key: 'otpVerification',
    path: PATHS.otpVerification,
    access: 'public-only',
    authority: [],
    layout: 'simple',
    showsSignInForm: true,
  }),
  route({
    key: 'otp',
    path: PATHS.otp,
    access: 'open',
    authority: [],
    layout: 'simple',
    showsSignInForm: true,
  }),
  route({
    key: 'profileSelect',
    path: PATHS.profileSelect,
    access: 'signed-in',
    authority: [],
    layout: 'simple',
  }),

  // SPEC §2.2
  signedInPage('home', [UserRole.admin, UserRole.user, UserRole.recruiter], { nav: 'main' }),
  signedInPage('professionals', [UserRole.admin], { nav: 'profiles' }),
  signedInPage('professional', DETAILS, { parent: 'professionals' }),
  signedInPage('employers', [UserRole.admin], { nav: 'profiles' }),
  signedInPage('employer', DETAILS, {
    parent: 'employers',
    menu: {
      section: 'main',
      roles: [UserRole.organization, UserRole.agency],
      to: PATHS.employer.replace(':id', 'mine'),
      title: ownEmployerTitle,
    },
  }),
  signedInPage('users', [UserRole.admin], { nav: 'profiles' }),
  signedInPage('user', DETAILS, { parent: 'users' }),
  signedInPage('accountSettings', ALL, { nav: 'account' }),
  signedInPage('rolesPermissions', STAFF, { nav: 'account' }),
  signedInPage('pricing', STAFF, { nav: 'account' }),
  signedInPage('supportHub', STAFF, { nav: 'helpCenter' }),
  signedInPage('article', STAFF, { parent: 'supportHub' }),
  signedInPage('editArticle', STAFF, { parent: 'manageArticle' }),
  signedInPage('manageArticle', STAFF, { nav: 'helpCenter' }),
  signedInPage('fileManager', STAFF, { nav: 'main' }),
  signedInPage('documentation', [UserRole.professional], { nav: 'main' }),
  signedInPage('systemConfig', [UserRole.admin], { nav: 'system' }),
  signedInPage('accessDenied', STAFF, { nav: 'others' }),
  signedInPage('landing', STAFF, { layout: 'blank', nav: 'others' }),
  signedInPage('pickType', [UserRole.user], { layout: 'side' }),
  signedInPage('licenseVerification', [UserRole.user, UserRole.professional], { layout: 'side' }),
  signedInPage('currentEmployer', [UserRole.user, UserRole.professional], { layout: 'side' }),
  signedInPage('uploadResume', [UserRole.user, UserRole.professional], { layout: 'side' }),
  signedInPage('jobPreferences', [UserRole.user, UserRole.professional], { layout: 'side' }),
  signedInPage('validatePhone', [UserRole.user, UserRole.professional], { layout: 'side' }),
];

export const ROUTE_BY_KEY = Object.fromEntries(ROUTES.map((r) => [r.key, r])) as Record<
  RouteKey,
  RouteDef
>;

/** The route whose path matches `pathname` whole, if any. */
export function findRoute(
  pathname: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteDef | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}

/** Whether someone holding `roles` holds one of `authority` (an empty authority: nobody). */
export function holdsAnyRole(
  session: { roles: readonly UserRole[] },
  authority: readonly UserRole[],
): boolean {
  return authority.some((role) => session.roles.includes(role));
}
