import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the app's own pages: the frame page, not found and access denied. */
export const pageMessages = defineMessages({
  emptyGeneric: {
    id: 'page.emptyState.generic',
    defaultMessage: 'The content of this page will appear here.',
  },
  notFound: { id: 'page.notFound.title', defaultMessage: 'Page not found' },
  accessDeniedHeading: {
    id: 'page.accessDenied.heading',
    defaultMessage: 'This page is not available to you',
  },
  accessDeniedText: {
    id: 'page.accessDenied.text',
    defaultMessage: 'You do not have permission to view this page.',
  },
});

export const goToMessage = defineMessage<{ page: string }>({
  id: 'page.accessDenied.goTo',
  defaultMessage: 'Go to {page}',
});

/**
 * SPEC §2.1 captions, quoted exactly. The ids are the ones `appConfig.pageDefaults` names.
 */
export const authMessages = defineMessages({
  cookiesBlocked: {
    id: 'auth.cookiesBlocked',
    defaultMessage:
      'Your browser is blocking cookies for this site. Allow cookies, then reload the page to sign in.',
  },
  signInCaption: { id: 'auth.signIn.caption', defaultMessage: 'Welcome Back!' },
  signInDescription: {
    id: 'auth.signIn.description',
    defaultMessage: 'Please enter your credentials to sign in!',
  },
  signUpCaption: { id: 'auth.signUp.caption', defaultMessage: 'Sign Up' },
  signUpDescription: {
    id: 'auth.signUp.description',
    defaultMessage: 'And lets get started with your free trial!',
  },
  forgotPassword: { id: 'auth.links.forgotPassword', defaultMessage: 'Forgot password?' },
  noAccount: { id: 'auth.links.noAccount', defaultMessage: "Don't have an account?" },
  signUp: { id: 'auth.links.signUp', defaultMessage: 'Sign up' },
  haveAccount: { id: 'auth.links.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'auth.links.signIn', defaultMessage: 'Sign in' },
  backToSignIn: { id: 'auth.links.backToSignIn', defaultMessage: 'Back to sign in' },
  backToApp: { id: 'auth.links.backToApp', defaultMessage: 'Back to the app' },
});
