import { defineMessage, defineMessages } from 'react-intl';

/** The employer's page (SPEC §2.2 /profiles/employer/{id}). */
export const employerMessages = defineMessages({
  profile: { id: 'employer.profile.title', defaultMessage: 'Profile' },
  kind: { id: 'employer.profile.kind', defaultMessage: 'Kind' },
  legalName: { id: 'employer.profile.legalName', defaultMessage: 'Legal name' },
  npi: { id: 'employer.profile.npi', defaultMessage: 'NPI' },
  basedIn: { id: 'employer.profile.basedIn', defaultMessage: 'Based in' },
  email: { id: 'employer.profile.email', defaultMessage: 'Credentialing email' },
  phone: { id: 'employer.profile.phone', defaultMessage: 'Credentialing phone' },
  none: { id: 'employer.profile.none', defaultMessage: 'None on file' },
  workforce: { id: 'employer.workforce.title', defaultMessage: 'Workforce today' },
  clearedLabel: { id: 'employer.workforce.cleared', defaultMessage: 'Cleared to work' },
  byStatus: { id: 'employer.workforce.byStatus', defaultMessage: 'By overall status' },
  nothingExpiring: {
    id: 'employer.workforce.nothingExpiring',
    defaultMessage: 'Nothing expires in the next 30 days.',
  },
  facilities: { id: 'employer.facilities.title', defaultMessage: 'Facilities' },
  noFacilities: {
    id: 'employer.facilities.none',
    defaultMessage:
      "An agency places professionals at its clients' facilities; it runs none of its own.",
  },
  requirements: { id: 'employer.requirements.title', defaultMessage: 'Requirements' },
  requirementsIntro: {
    id: 'employer.requirements.intro',
    defaultMessage:
      "Asked on top of the platform's requirements for each discipline (the license, life support, health records and screenings). Blocking requirements must be met before a start; advisory ones are shown but hold no one back.",
  },
  noSets: {
    id: 'employer.requirements.none',
    defaultMessage: "No requirements of its own: the platform's apply.",
  },
  appliesToEveryone: {
    id: 'employer.requirements.everyone',
    defaultMessage: 'Applies to everyone engaged here',
  },
  blocking: { id: 'employer.requirements.blocking', defaultMessage: 'Blocking' },
  advisory: { id: 'employer.requirements.advisory', defaultMessage: 'Advisory' },
  roster: { id: 'employer.roster.title', defaultMessage: 'Roster' },
  rosterSearch: { id: 'employer.roster.search', defaultMessage: 'Search by name' },
  status: { id: 'employer.roster.filter.status', defaultMessage: 'Status here' },
  anyStatus: { id: 'employer.roster.filter.anyStatus', defaultMessage: 'All statuses' },
  facility: { id: 'employer.roster.filter.facility', defaultMessage: 'Facility' },
  anyFacility: { id: 'employer.roster.filter.anyFacility', defaultMessage: 'All facilities' },
  name: { id: 'employer.roster.column.name', defaultMessage: 'Name' },
  facilityColumn: { id: 'employer.roster.column.facility', defaultMessage: 'Facility' },
  stage: { id: 'employer.roster.column.stage', defaultMessage: 'Stage and start' },
  overallStatus: { id: 'employer.roster.column.status', defaultMessage: 'Status here' },
  missingCount: { id: 'employer.roster.column.missing', defaultMessage: 'Missing' },
  nextExpiry: { id: 'employer.roster.column.nextExpiry', defaultMessage: 'Next expiry' },
  rosterLabel: { id: 'employer.roster.label', defaultMessage: 'Professionals engaged here' },
  rosterLoading: { id: 'employer.roster.loading', defaultMessage: 'Loading the roster' },
  rosterEmpty: { id: 'employer.roster.empty', defaultMessage: 'No one is engaged here yet.' },
  rosterNoMatches: {
    id: 'employer.roster.empty.filtered',
    defaultMessage: 'No one on the roster matches these filters.',
  },
  rosterFailed: {
    id: 'employer.roster.error',
    defaultMessage: 'The roster could not be loaded.',
  },
  notFound: { id: 'employer.notFound', defaultMessage: 'There is no such employer.' },
  forbidden: {
    id: 'employer.forbidden',
    defaultMessage: 'You can only see the organization you work for.',
  },
  loadFailed: { id: 'employer.loadFailed', defaultMessage: 'The employer could not be loaded.' },
  backToList: { id: 'employer.backToList', defaultMessage: 'Back to employers' },
  retry: { id: 'employer.retry', defaultMessage: 'Retry' },
});

export const alsoAcceptedMessage = defineMessage<{ types: string }>({
  id: 'employer.requirements.alsoAccepted',
  defaultMessage: 'Also accepted: {types}',
});

export const maxAgeMessage = defineMessage<{ months: number }>({
  id: 'employer.requirements.maxAge',
  defaultMessage: 'Issued within the last {months, plural, one {# month} other {# months}}',
});

export const withinDaysMessage = defineMessage<{ days: number }>({
  id: 'employer.requirements.withinDays',
  defaultMessage:
    'Done at most {days, plural, one {# day} other {# days}} before the first day of work',
});

export const rosterCountMessage = defineMessage<{ count: number }>({
  id: 'employer.roster.count',
  defaultMessage: '{count, plural, one {# professional} other {# professionals}}',
});

export const expiringWithinMessage = defineMessage<{ days: number; total: number }>({
  id: 'employer.workforce.expiring',
  defaultMessage: 'Expiring within {days} days ({total})',
});
