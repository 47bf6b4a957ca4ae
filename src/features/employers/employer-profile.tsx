/** An employer's profile in brief: what it is, its legal name and NPI, where, and whom to write to. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Employer } from '@generated/product/model';
import { DetailList } from '@/components/detail-list';
import { EmailText } from '@/components/email-text';
import { employerMessages as m } from './employer-messages';
import { employerKindMessages } from './messages';

export function EmployerProfile({ employer: e }: { employer: Employer }) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  const rows: Array<[string, ReactNode]> = [
    [t(m.kind), t(employerKindMessages[e.kind])],
    [t(m.legalName), <bdi key="legal">{e.legalName}</bdi>],
    [t(m.npi), e.npi ?? t(m.none)],
    [t(m.basedIn), <bdi key="city">{`${e.city}, ${e.state}`}</bdi>],
    [t(m.email), e.email ? <EmailText email={e.email} /> : t(m.none)],
    [t(m.phone), e.phone ? <bdi dir="ltr">{e.phone}</bdi> : t(m.none)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(m.profile)}
      </Typography>
      <DetailList rows={rows} />
    </Paper>
  );
}
