import { defineMessage, defineMessages } from 'react-intl';
import type { EmployerKind, EngagementStage, FacilityType } from '@generated/product/model';

export const employersMessages = defineMessages({
  search: { id: 'employers.search', defaultMessage: 'Search by name, city or NPI' },
  kind: { id: 'employers.filter.kind', defaultMessage: 'Kind' },
  anyKind: { id: 'employers.filter.anyKind', defaultMessage: 'All kinds' },
  state: { id: 'employers.filter.state', defaultMessage: 'Based or working in' },
  anyState: { id: 'employers.filter.anyState', defaultMessage: 'Any state' },
  clearFilters: { id: 'employers.filter.clear', defaultMessage: 'Clear filters' },
  name: { id: 'employers.column.name', defaultMessage: 'Name' },
  kindColumn: { id: 'employers.column.kind', defaultMessage: 'Kind' },
  basedIn: { id: 'employers.column.state', defaultMessage: 'Based in' },
  facilityCount: { id: 'employers.column.facilities', defaultMessage: 'Facilities' },
  engaged: { id: 'employers.column.engaged', defaultMessage: 'Engaged' },
  clearedShare: { id: 'employers.column.cleared', defaultMessage: 'Cleared' },
  noneEngaged: { id: 'employers.cleared.none', defaultMessage: 'No one engaged yet' },
  tableLabel: { id: 'employers.table.label', defaultMessage: 'Employers' },
  loading: { id: 'employers.loading', defaultMessage: 'Loading employers' },
  noMatches: {
    id: 'employers.empty.filtered',
    defaultMessage: 'No employers match these filters.',
  },
  loadFailed: { id: 'employers.error.title', defaultMessage: 'The employers could not be loaded.' },
  retry: { id: 'employers.error.retry', defaultMessage: 'Retry' },
  rowsPerPage: { id: 'employers.pagination.rowsPerPage', defaultMessage: 'Rows per page' },
  sortBy: { id: 'employers.sort.by', defaultMessage: 'Sort by' },
  order: { id: 'employers.sort.order', defaultMessage: 'Order' },
  ascending: { id: 'employers.sort.ascending', defaultMessage: 'Ascending' },
  descending: { id: 'employers.sort.descending', defaultMessage: 'Descending' },
});

export const employerKindMessages = defineMessages<EmployerKind>({
  organization: { id: 'employers.kind.organization', defaultMessage: 'Organization' },
  agency: { id: 'employers.kind.agency', defaultMessage: 'Staffing agency' },
});

export const facilityTypeMessages = defineMessages<FacilityType>({
  hospital: { id: 'employers.facilityType.hospital', defaultMessage: 'Hospital' },
  'skilled-nursing': {
    id: 'employers.facilityType.skilledNursing',
    defaultMessage: 'Skilled nursing facility',
  },
  clinic: { id: 'employers.facilityType.clinic', defaultMessage: 'Clinic' },
  'home-health': { id: 'employers.facilityType.homeHealth', defaultMessage: 'Home health' },
  'surgery-center': {
    id: 'employers.facilityType.surgeryCenter',
    defaultMessage: 'Ambulatory surgery center',
  },
  rehabilitation: {
    id: 'employers.facilityType.rehabilitation',
    defaultMessage: 'Rehabilitation center',
  },
});

export const stageMessages = defineMessages<EngagementStage>({
  applied: { id: 'employers.stage.applied', defaultMessage: 'Applied' },
  onboarding: { id: 'employers.stage.onboarding', defaultMessage: 'Onboarding' },
  cleared: { id: 'employers.stage.cleared', defaultMessage: 'Ready to start' },
  active: { id: 'employers.stage.active', defaultMessage: 'Working' },
  ended: { id: 'employers.stage.ended', defaultMessage: 'Ended' },
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'employers.count',
  defaultMessage: '{count, plural, one {# employer} other {# employers}}',
});

export const rangeMessage = defineMessage<{ from: number; to: number; count: number }>({
  id: 'employers.pagination.range',
  defaultMessage: '{from}–{to} of {count}',
});

/** '9 of 14 (64%)': the share is formatted by the reader's locale. */
export const clearedOfMessage = defineMessage<{ cleared: number; engaged: number; share: string }>({
  id: 'employers.clearedOf',
  defaultMessage: '{cleared} of {engaged} ({share})',
});
