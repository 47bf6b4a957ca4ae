import { defineMessage, defineMessages } from 'react-intl';
import type { PrimitiveType } from 'react-intl';
import type { Role } from '@/features/auth/session/session';

export const profileSelectMessages = defineMessages({
  intro: {
    id: 'profileSelect.intro',
    defaultMessage: 'Choose the profile you want to work with. You can switch later.',
  },
  profiles: { id: 'profileSelect.profiles', defaultMessage: 'Your profiles' },
  continue: { id: 'profileSelect.continue', defaultMessage: 'Continue' },
  none: {
    id: 'profileSelect.none',
    defaultMessage:
      'Your account has no profile in this organization yet. Please contact an administrator for assistance.',
  },
  chooseOne: { id: 'profileSelect.chooseOne', defaultMessage: 'Please choose a profile' },
});

/** `name` is any value, so the page can pass the name inside a <bdi> element. */
export const signedInAsMessage = defineMessage<{ name: PrimitiveType }>({
  id: 'profileSelect.signedInAs',
  defaultMessage: 'Signed in as {name}',
});

export const roleMessages = defineMessages({
  admin: { id: 'profileSelect.role.admin', defaultMessage: 'Administrator' },
  user: { id: 'profileSelect.role.user', defaultMessage: 'Team member' },
  recruiter: { id: 'profileSelect.role.recruiter', defaultMessage: 'Recruiter' },
  agency: { id: 'profileSelect.role.agency', defaultMessage: 'Agency' },
  organization: { id: 'profileSelect.role.organization', defaultMessage: 'Organization' },
  professional: { id: 'profileSelect.role.professional', defaultMessage: 'Professional' },
} satisfies Record<Role, unknown>);

export const roleDescriptions = defineMessages({
  admin: {
    id: 'profileSelect.roleText.admin',
    defaultMessage: 'Manage users, professionals, employers and system settings.',
  },
  user: {
    id: 'profileSelect.roleText.user',
    defaultMessage: 'Work with the dashboard, help center and files.',
  },
  recruiter: {
    id: 'profileSelect.roleText.recruiter',
    defaultMessage: 'Review professionals and their compliance.',
  },
  agency: {
    id: 'profileSelect.roleText.agency',
    defaultMessage: 'See the professionals and employers your agency works with.',
  },
  organization: {
    id: 'profileSelect.roleText.organization',
    defaultMessage: 'See the professionals and employers of your organization.',
  },
  professional: {
    id: 'profileSelect.roleText.professional',
    defaultMessage: 'Keep your licenses and documents up to date.',
  },
} satisfies Record<Role, unknown>);
