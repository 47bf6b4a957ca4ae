import { defineMessages } from 'react-intl';

/**
 * The empty-state text of pages whose content is not built yet, by route key (routes.ts). Apart
 * from the titles (route-messages.ts): only signed-in pages show them, and the sign-in page's
 * first load does not carry them.
 */
export const routeEmptyStates = defineMessages({
  professionals: {
    id: 'route.professionals.empty',
    defaultMessage:
      'Licensed professionals, their licenses and their compliance status will be listed here.',
  },
  professional: {
    id: 'route.professional.empty',
    defaultMessage:
      "This professional's profile, licenses, credentials and compliance checks will appear here.",
  },
  employers: {
    id: 'route.employers.empty',
    defaultMessage: 'Organizations and staffing agencies will be listed here.',
  },
  employer: {
    id: 'route.employer.empty',
    defaultMessage: "This employer's profile, sites and staffing needs will appear here.",
  },
  users: {
    id: 'route.users.empty',
    defaultMessage:
      'Everyone who can sign in, their roles and whether they are active will be listed here.',
  },
  user: {
    id: 'route.user.empty',
    defaultMessage: "This user's details and roles will appear here.",
  },
  rolesPermissions: {
    id: 'route.rolesPermissions.empty',
    defaultMessage: 'The roles of your organization and what each one may do will be managed here.',
  },
  documentation: {
    id: 'route.documentation.empty',
    defaultMessage:
      'Your licenses, certificates and other compliance documents will be listed here.',
  },
  pickType: {
    id: 'route.pickType.empty',
    defaultMessage:
      'Choose whether you register as a professional, an employer, an agency or an organization.',
  },
  licenseVerification: {
    id: 'route.licenseVerification.empty',
    defaultMessage: 'Enter your license number and issuing state so we can verify it.',
  },
  currentEmployer: {
    id: 'route.currentEmployer.empty',
    defaultMessage: 'Tell us where you work today, if anywhere.',
  },
  uploadResume: {
    id: 'route.uploadResume.empty',
    defaultMessage: 'Upload your resume so employers can see your experience.',
  },
  jobPreferences: {
    id: 'route.jobPreferences.empty',
    defaultMessage: 'Choose the roles, places and shifts you are interested in.',
  },
});
