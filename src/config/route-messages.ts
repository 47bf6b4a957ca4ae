import { defineMessage, defineMessages } from 'react-intl';

/**
 * Page titles, by the route keys of routes.ts. The route table needs them from the first page on
 * (the document's title); the empty states of pages live apart (route-empty-states.ts), so the
 * sign-in page does not carry them.
 */
export const routeTitles = defineMessages({
  signIn: { id: 'route.signIn.title', defaultMessage: 'Sign in' },
  signUp: { id: 'route.signUp.title', defaultMessage: 'Sign up' },
  forgotPassword: { id: 'route.forgotPassword.title', defaultMessage: 'Forgot password' },
  resetPassword: { id: 'route.resetPassword.title', defaultMessage: 'Reset password' },
  otpVerification: { id: 'route.otpVerification.title', defaultMessage: 'OTP verification' },
  otp: { id: 'route.otp.title', defaultMessage: 'Enter your code' },
  profileSelect: { id: 'route.profileSelect.title', defaultMessage: 'Choose a profile' },
  home: { id: 'route.home.title', defaultMessage: 'Dashboard' },
  professionals: { id: 'route.professionals.title', defaultMessage: 'Professionals' },
  professional: { id: 'route.professional.title', defaultMessage: 'Professional details' },
  employers: { id: 'route.employers.title', defaultMessage: 'Employers' },
  employer: { id: 'route.employer.title', defaultMessage: 'Employer details' },
  users: { id: 'route.users.title', defaultMessage: 'Users' },
  user: { id: 'route.user.title', defaultMessage: 'User details' },
  accountSettings: { id: 'route.accountSettings.title', defaultMessage: 'Account settings' },
  rolesPermissions: { id: 'route.rolesPermissions.title', defaultMessage: 'Roles and permissions' },
  pricing: { id: 'route.pricing.title', defaultMessage: 'Pricing' },
  supportHub: { id: 'route.supportHub.title', defaultMessage: 'Support hub' },
  article: { id: 'route.article.title', defaultMessage: 'Help article' },
  editArticle: { id: 'route.editArticle.title', defaultMessage: 'Edit help article' },
  manageArticle: { id: 'route.manageArticle.title', defaultMessage: 'Manage help articles' },
  fileManager: { id: 'route.fileManager.title', defaultMessage: 'File manager' },
  documentation: { id: 'route.documentation.title', defaultMessage: 'My documentation' },
  systemConfig: { id: 'route.systemConfig.title', defaultMessage: 'System configuration' },
  accessDenied: { id: 'route.accessDenied.title', defaultMessage: 'Access denied' },
  landing: { id: 'route.landing.title', defaultMessage: 'Welcome' },
  pickType: { id: 'route.pickType.title', defaultMessage: 'Registration: pick your account type' },
  licenseVerification: {
    id: 'route.licenseVerification.title',
    defaultMessage: 'License verification',
  },
  currentEmployer: { id: 'route.currentEmployer.title', defaultMessage: 'Current employer' },
  uploadResume: { id: 'route.uploadResume.title', defaultMessage: 'Upload your resume' },
  jobPreferences: { id: 'route.jobPreferences.title', defaultMessage: 'Job preferences' },
  validatePhone: { id: 'route.validatePhone.title', defaultMessage: 'Validate your phone' },
});

export type RouteKey = keyof typeof routeTitles;

/** The menu's entry to the employer an organization's or an agency's people act for. */
export const ownEmployerTitle = defineMessage({
  id: 'route.employer.mine',
  defaultMessage: 'My organization',
});
