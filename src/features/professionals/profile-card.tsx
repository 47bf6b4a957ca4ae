/** A professional's profile in brief, for staff: discipline, specialties, licensed states, NPI, contact. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Professional } from '@generated/product/model';
import { DetailList } from '@/components/detail-list';
import { EmailText } from '@/components/email-text';
import { disciplineMessages, specialtyMessages } from '@/features/compliance/messages';
import { profileMessages as m } from './profile-messages';

export function ProfileCard({ professional: p }: { professional: Professional }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const rows: Array<[string, ReactNode]> = [
    [t(m.discipline), t(disciplineMessages[p.discipline])],
    [t(m.specialties), p.specialties.map((s) => t(specialtyMessages[s])).join(', ') || '—'],
    [t(m.states), p.states.join(', ')],
    [t(m.npi), p.npi ?? t(m.none)],
    [t(m.email), p.email ? <EmailText email={p.email} /> : t(m.none)],
    [t(m.timeZone), p.timeZone],
    [t(m.account), t(p.userId === undefined ? m.noAccount : m.hasAccount)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(m.title)}
      </Typography>
      <DetailList rows={rows} />
    </Paper>
  );
}
