/**
 * On a professional's page: each employer they are engaged at (the API shows an organization's
 * people their own only), with the stage, the start, their status against that employer's
 * requirements and what stands in the way (decision 025), so a requirement an employer adds shows
 * here as missing at once.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useListProfessionalEngagements } from '@generated/product/endpoints/employers/employers';
import { failureText } from '@/components/failure-text';
import { PATHS } from '@/config/paths';
import type { Voice } from '@/features/compliance/reason';
import { StatusChip } from '@/features/compliance/status-chip';
import { formatCivilDate } from '@/lib/civil-date';
import { gapEngagementMessage, gapMessages as m } from './gap-messages';
import { GapSummary } from './gap-summary-view';
import { stageMessages } from './messages';

export function EngagementsPanel({
  professionalId,
  typeName,
  voice,
}: {
  professionalId: string;
  typeName: (typeId: string) => string;
  voice: Voice;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const query = useListProfessionalEngagements(professionalId);
  const items = query.data?.items;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t(m.engagementsTitle)}
      </Typography>
      {items ? (
        items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t(m.engagementsNone)}
          </Typography>
        ) : (
          <List disablePadding>
            {items.map(({ employerName, facilityName, gap }) => {
              const stage = gap.engagement ? t(stageMessages[gap.engagement.stage]) : '';
              return (
                <ListItem
                  key={gap.engagement?.id ?? gap.employerId}
                  disableGutters
                  sx={{ display: 'block', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <StatusChip status={gap.overall} />
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      <Link
                        component={RouterLink}
                        to={PATHS.employer.replace(':id', String(gap.employerId))}
                      >
                        {employerName}
                      </Link>
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
                    {[
                      facilityName,
                      gap.startOn
                        ? t(gapEngagementMessage, {
                            stage,
                            date: formatCivilDate(intl, gap.startOn),
                          })
                        : stage,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <GapSummary gap={gap} typeName={typeName} voice={voice} />
                </ListItem>
              );
            })}
          </List>
        )
      ) : query.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t(m.retry)}
            </Button>
          }
        >
          {`${t(m.engagementsLoadFailed)} ${failureText(intl, query.error)}`}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={120} aria-busy="true" />
      )}
    </Paper>
  );
}
