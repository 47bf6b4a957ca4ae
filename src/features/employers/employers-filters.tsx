/** The employers list's filters: a search (sent after a pause) and two selects, applied at once. */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { EmployerKind } from '@generated/product/model';
import { Choice } from '@/components/server-list/choice';
import { SearchField } from '@/components/server-list/search-field';
import { US_STATES } from '@/features/professionals/states';
import type { EmployersView } from './list-query';
import { MAX_SEARCH_LENGTH } from './list-query';
import { employerKindMessages, employersMessages as m } from './messages';

export const EmployersFilters = memo(function EmployersFilters({
  view,
  onSearch,
  onFilter,
}: {
  view: EmployersView;
  onSearch(search: string): void;
  onFilter(next: Partial<EmployersView>): void;
}) {
  const t = useIntl().formatMessage;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
      <SearchField
        label={t(m.search)}
        searched={view.search}
        onSearch={onSearch}
        maxLength={MAX_SEARCH_LENGTH}
        flex="2 1 260px"
      />
      <Choice
        label={t(m.kind)}
        value={view.kind}
        flex="1 1 180px"
        onChange={(kind) => onFilter({ kind: kind as EmployersView['kind'] })}
      >
        <MenuItem value="">{t(m.anyKind)}</MenuItem>
        {Object.values(EmployerKind).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(employerKindMessages[kind])}
          </MenuItem>
        ))}
      </Choice>
      <Choice
        label={t(m.state)}
        value={view.state}
        flex="1 1 170px"
        onChange={(state) => onFilter({ state })}
      >
        <MenuItem value="">{t(m.anyState)}</MenuItem>
        {US_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {state}
          </MenuItem>
        ))}
      </Choice>
    </Stack>
  );
});
