import { defineMessage, defineMessages } from 'react-intl';
import type { PrimitiveType } from 'react-intl';

export const dashboardMessages = defineMessages({
  welcomeAnonymous: { id: 'dashboard.welcomeAnonymous', defaultMessage: 'Welcome back!' },
  adminIntro: {
    id: 'dashboard.intro.admin',
    defaultMessage:
      'Here is where the professionals stand, what waits for a reviewer, who uses the product, and who joined last.',
  },
  staffIntro: {
    id: 'dashboard.intro.staff',
    defaultMessage: 'Here is where your professionals stand, and what waits for you.',
  },
  memberIntro: {
    id: 'dashboard.intro.member',
    defaultMessage: 'Here is your account at a glance, and where to go next.',
  },
  loadFailed: { id: 'dashboard.card.loadFailed', defaultMessage: 'This could not be loaded.' },
  loading: { id: 'dashboard.card.loading', defaultMessage: 'Loading…' },
  retry: { id: 'dashboard.card.retry', defaultMessage: 'Retry' },
});

/** `name` is any value, so the page can pass the name inside a <bdi> element. */
export const welcomeMessage = defineMessage<{ name: PrimitiveType }>({
  id: 'dashboard.welcome',
  defaultMessage: 'Welcome back, {name}!',
});

export const totalsMessages = defineMessages({
  title: { id: 'dashboard.totals.title', defaultMessage: 'Users' },
  total: { id: 'dashboard.totals.total', defaultMessage: 'All users' },
  active: { id: 'dashboard.totals.active', defaultMessage: 'Active' },
  inactive: { id: 'dashboard.totals.inactive', defaultMessage: 'Inactive' },
  usersLink: { id: 'dashboard.totals.usersLink', defaultMessage: 'Open the users list' },
});

export const activeShareMessage = defineMessage<{ share: number }>({
  id: 'dashboard.totals.activeShare',
  defaultMessage: '{share, number, ::percent} of users are active',
});

export const rolesMessages = defineMessages({
  title: { id: 'dashboard.roles.title', defaultMessage: 'Users by role' },
  role: { id: 'dashboard.roles.role', defaultMessage: 'Role' },
  count: { id: 'dashboard.roles.count', defaultMessage: 'Users' },
  share: { id: 'dashboard.roles.share', defaultMessage: 'Share' },
});

export const recentMessages = defineMessages({
  title: { id: 'dashboard.recent.title', defaultMessage: 'Newest users' },
  empty: { id: 'dashboard.recent.empty', defaultMessage: 'Nobody has joined yet.' },
  inactive: { id: 'dashboard.recent.inactive', defaultMessage: 'Inactive' },
  viewAll: { id: 'dashboard.recent.viewAll', defaultMessage: 'See all users, newest first' },
});

export const joinedMessage = defineMessage<{ date: string }>({
  id: 'dashboard.recent.joined',
  defaultMessage: 'Joined {date}',
});

export const accountMessages = defineMessages({
  title: { id: 'dashboard.account.title', defaultMessage: 'Your account' },
  email: { id: 'dashboard.account.email', defaultMessage: 'Email' },
  roles: { id: 'dashboard.account.roles', defaultMessage: 'Profiles' },
  secondFactor: { id: 'dashboard.account.secondFactor', defaultMessage: 'Second sign-in step' },
  required: { id: 'dashboard.account.required', defaultMessage: 'Required' },
  notRequired: { id: 'dashboard.account.notRequired', defaultMessage: 'Not required' },
  unknown: { id: 'dashboard.account.unknown', defaultMessage: 'Not known' },
});

export const linksMessages = defineMessages({
  title: { id: 'dashboard.links.title', defaultMessage: 'Quick links' },
});
