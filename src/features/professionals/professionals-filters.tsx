/**
 * The professionals list's filters: a search (sent after a pause) and four selects, each applied
 * at once. They share a row while each fits its longest choice, and wrap when not.
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Discipline } from '@generated/product/model';
import { Choice } from '@/components/server-list/choice';
import { SearchField } from '@/components/server-list/search-field';
import { disciplineMessages } from '@/features/compliance/messages';
import { StatusChoice } from '@/features/compliance/status-choice';
import type { ProfessionalsView } from './list-query';
import { EXPIRY_WINDOWS, MAX_SEARCH_LENGTH } from './list-query';
import { professionalsMessages as m, withinMessage } from './messages';
import { US_STATES } from './states';

export interface FiltersProps {
  view: ProfessionalsView;
  /** Sends a typed search (after a pause in typing). */
  onSearch(search: string): void;
  onFilter(next: Partial<ProfessionalsView>): void;
}

/** Memoised: a page's answer arriving does not render the five fields again. */
export const ProfessionalsFilters = memo(function ProfessionalsFilters({
  view,
  onSearch,
  onFilter,
}: FiltersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
      <SearchField
        label={t(m.search)}
        searched={view.search}
        onSearch={onSearch}
        maxLength={MAX_SEARCH_LENGTH}
        flex="1 1 100%"
      />
      <StatusChoice
        label={t(m.status)}
        anyLabel={t(m.anyStatus)}
        value={view.status}
        onChange={(status) => onFilter({ status })}
      />
      <Choice
        label={t(m.discipline)}
        value={view.discipline}
        flex="1 1 230px"
        onChange={(d) => onFilter({ discipline: d as ProfessionalsView['discipline'] })}
      >
        <MenuItem value="">{t(m.anyDiscipline)}</MenuItem>
        {Object.values(Discipline).map((discipline) => (
          <MenuItem key={discipline} value={discipline}>
            {t(disciplineMessages[discipline])}
          </MenuItem>
        ))}
      </Choice>
      <Choice
        label={t(m.state)}
        value={view.state}
        flex="1 1 150px"
        onChange={(state) => onFilter({ state })}
      >
        <MenuItem value="">{t(m.anyState)}</MenuItem>
        {US_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {state}
          </MenuItem>
        ))}
      </Choice>
      <Choice
        label={t(m.within)}
        value={String(view.within)}
        flex="1 1 170px"
        onChange={(days) => onFilter({ within: days === '' ? '' : Number(days) })}
      >
        <MenuItem value="">{t(m.anyTime)}</MenuItem>
        {EXPIRY_WINDOWS.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {t(withinMessage, { days })}
          </MenuItem>
        ))}
      </Choice>
    </Stack>
  );
});
