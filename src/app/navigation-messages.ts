import { defineMessages } from 'react-intl';

/** SPEC §2.4 navigation labels, plus the product's own sections. Ids are `nav.*`. */
export const navigationMessages = defineMessages({
  professionals: { id: 'nav.professionals', defaultMessage: 'Professionals' },
  employers: { id: 'nav.employers', defaultMessage: 'Employers' },
  users: { id: 'nav.users', defaultMessage: 'Users' },
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  concepts: { id: 'nav.concepts', defaultMessage: 'Concepts' },

  helpCenter: { id: 'nav.helpCenter', defaultMessage: 'Help Center' },
  helpCenterSupportHub: { id: 'nav.helpCenter.supportHub', defaultMessage: 'Support Hub' },
  helpCenterArticle: { id: 'nav.helpCenter.article', defaultMessage: 'Article' },
  helpCenterEditArticle: { id: 'nav.helpCenter.editArticle', defaultMessage: 'Edit Article' },
  helpCenterManageArticle: {
    id: 'nav.helpCenter.manageArticle',
    defaultMessage: 'Manage Article',
  },
  helpCenterFaq: { id: 'nav.helpCenter.faq', defaultMessage: 'FAQ' },

  calendar: { id: 'nav.calendar', defaultMessage: 'Calendar' },
  fileManager: { id: 'nav.fileManager', defaultMessage: 'File Manager' },
  mail: { id: 'nav.mail', defaultMessage: 'Mail' },
  chat: { id: 'nav.chat', defaultMessage: 'Chat' },

  pages: { id: 'nav.pages', defaultMessage: 'Pages' },
  pagesWelcome: { id: 'nav.pages.welcome', defaultMessage: 'Welcome' },
  pagesAccessDenied: { id: 'nav.pages.accessDenied', defaultMessage: 'Access Denied' },

  authentication: { id: 'nav.authentication', defaultMessage: 'Authentication' },
  authSignIn: { id: 'nav.authentication.signIn', defaultMessage: 'Sign In' },
  authSignUp: { id: 'nav.authentication.signUp', defaultMessage: 'Sign Up' },
  authForgotPassword: {
    id: 'nav.authentication.forgotPassword',
    defaultMessage: 'Forgot Password',
  },
  authResetPassword: { id: 'nav.authentication.resetPassword', defaultMessage: 'Reset Password' },
  authOtpVerification: {
    id: 'nav.authentication.otpVerification',
    defaultMessage: 'OTP Verification',
  },
  authVariantSimple: { id: 'nav.authentication.variant.simple', defaultMessage: 'Simple' },
  authVariantSide: { id: 'nav.authentication.variant.side', defaultMessage: 'Side' },
  authVariantSplit: { id: 'nav.authentication.variant.split', defaultMessage: 'Split' },

  others: { id: 'nav.others', defaultMessage: 'Others' },
  othersAccessDenied: { id: 'nav.others.accessDenied', defaultMessage: 'Access Denied' },
  othersLanding: { id: 'nav.others.landing', defaultMessage: 'Landing' },

  guide: { id: 'nav.guide', defaultMessage: 'Guide' },
  guideDocumentation: { id: 'nav.guide.documentation', defaultMessage: 'Documentation' },
  guideSharedComponent: { id: 'nav.guide.sharedComponent', defaultMessage: 'Shared Component' },
  guideUtilities: { id: 'nav.guide.utilities', defaultMessage: 'Utilities' },
  guideChangelog: { id: 'nav.guide.changelog', defaultMessage: 'Changelog' },

  accountSettings: { id: 'nav.accountSettings', defaultMessage: 'Account Settings' },
  rolesPermissions: { id: 'nav.rolesPermissions', defaultMessage: 'Roles & Permissions' },
  pricing: { id: 'nav.pricing', defaultMessage: 'Pricing' },
  documentation: { id: 'nav.documentation', defaultMessage: 'Documentation' },
  systemConfiguration: { id: 'nav.systemConfiguration', defaultMessage: 'System Configuration' },
  profileSelection: { id: 'nav.profileSelection', defaultMessage: 'Profile Selection' },
  registration: { id: 'nav.registration', defaultMessage: 'Registration' },
  registrationPickType: { id: 'nav.registration.pickType', defaultMessage: 'Choose Account Type' },

  onboarding: { id: 'nav.onboarding', defaultMessage: 'Onboarding' },
  onboardingLicenseVerification: {
    id: 'nav.onboarding.licenseVerification',
    defaultMessage: 'License Verification',
  },
  onboardingCurrentEmployer: {
    id: 'nav.onboarding.currentEmployer',
    defaultMessage: 'Current Employer',
  },
  onboardingUploadResume: { id: 'nav.onboarding.uploadResume', defaultMessage: 'Upload Resume' },
  onboardingJobPreferences: {
    id: 'nav.onboarding.jobPreferences',
    defaultMessage: 'Job Preferences',
  },
  onboardingValidatePhone: { id: 'nav.onboarding.validatePhone', defaultMessage: 'Validate Phone' },
});

export type NavigationMessageKey = keyof typeof navigationMessages;
