/**
 * "You meet 8 of 11. Missing: ACLS, a TB test issued within 12 months. Expiring before your
 * start: BLS." To the professional (`self`) each named requirement links to the wallet, where it
 * is added, and the whole is a polite live region, so a change of facility or start day is
 * heard; to staff the names are said as they are.
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { EmployerGap, GapRequirement } from '@generated/product/model';
import { PATHS } from '@/config/paths';
import type { Voice } from '@/features/compliance/reason';
import { gapMessages as m, gapMetMessage, gapMetStaffMessage } from './gap-messages';
import { askedAs, gapLists } from './gap-summary';

export function GapSummary({
  gap,
  typeName,
  voice,
}: {
  gap: EmployerGap;
  typeName: (typeId: string) => string;
  voice: Voice;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lists = gapLists(gap);
  const line = (label: string, items: GapRequirement[]) =>
    items.length > 0 && (
      <Typography variant="body2">
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {`${label}: `}
        </Typography>
        {items.map((r, i) => (
          <Fragment key={r.typeId}>
            {i > 0 && ', '}
            {voice === 'self' ? (
              <Link component={RouterLink} to={PATHS.documentation}>
                {askedAs(intl, r, typeName)}
              </Link>
            ) : (
              askedAs(intl, r, typeName)
            )}
          </Fragment>
        ))}
        .
      </Typography>
    );
  return (
    <Stack
      spacing={0.5}
      {...(voice === 'self' ? { role: 'status', 'aria-live': 'polite', 'aria-atomic': true } : {})}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {t(voice === 'self' ? gapMetMessage : gapMetStaffMessage, {
          met: gap.met,
          total: gap.total,
        })}
      </Typography>
      {line(t(m.missing), lists.missing)}
      {line(t(voice === 'self' ? m.lapsing : m.lapsingStaff), lists.lapsing)}
      {line(t(voice === 'self' ? m.early : m.earlyStaff), lists.early)}
      {line(t(m.unsettled), lists.unsettled)}
    </Stack>
  );
}
