/**
 * The credentialing team's cards (GET /compliance/overview, for the roles the API lets read
 * professionals): professionals by overall status, the review queue, what lapses soon. One call;
 * each card shows its own placeholders, failure and Retry.
 */
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { useGetComplianceOverview } from '@generated/product/endpoints/compliance/compliance';
import type { ComplianceOverview } from '@generated/product/model';
import { ComplianceStatus } from '@generated/product/model';
import { PATHS } from '@/config/paths';
import { statusMessages } from '@/features/compliance/messages';
import { reasonSentence } from '@/features/compliance/reason';
import { useTypeNames } from '@/features/compliance/use-type-names';
import { formatCivilDate } from '@/lib/civil-date';
import { BarChart } from './bar-chart';
import {
  clearedMessage,
  complianceCardMessages as m,
  expiringTotalMessage,
  lapsesMessage,
  queueTotalMessage,
  sinceMessage,
} from './compliance-messages';
import { LoadedCard } from './dashboard-card';
import { cardState } from './user-stats';

function useOverview() {
  const result = useGetComplianceOverview();
  return cardState([result], () => result.data!);
}

interface Named {
  professionalId: number;
  firstName: string;
  lastName: string;
}

function Entry({ who, children }: { who: Named; children: ReactNode }) {
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1 }}>
      <Link
        component={RouterLink}
        to={generatePath(PATHS.professional, { id: String(who.professionalId) })}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        <bdi>{`${who.firstName} ${who.lastName}`}</bdi>
      </Link>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </ListItem>
  );
}

/** How many professionals are in each overall status, worst first, and how many are cleared. */
export function StatusCard({ listLink }: { listLink: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <LoadedCard
      title={t(m.statusTitle)}
      state={useOverview()}
      placeholders={8}
      action={
        listLink && (
          <Link component={RouterLink} to={PATHS.professionals} variant="body2">
            {t(m.listLink)}
          </Link>
        )
      }
    >
      {(overview: ComplianceOverview) => (
        <>
          <Typography>
            {t(clearedMessage, { cleared: overview.cleared, total: overview.professionals })}
          </Typography>
          <BarChart
            title={t(m.statusTitle)}
            labelHeader={t(m.status)}
            valueHeader={t(m.count)}
            shareHeader={t(m.share)}
            bars={Object.values(ComplianceStatus).map((status) => ({
              key: status,
              label: t(statusMessages[status]),
              value: overview.byStatus[status],
            }))}
          />
        </>
      )}
    </LoadedCard>
  );
}

/** Credentials waiting for a reviewer, and verifications that found a problem, oldest first. */
export function ReviewQueueCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const typeName = useTypeNames();
  return (
    <LoadedCard title={t(m.queueTitle)} state={useOverview()} placeholders={5}>
      {({ reviewQueue }: ComplianceOverview) =>
        reviewQueue.total === 0 ? (
          <Typography color="text.secondary">{t(m.queueEmpty)}</Typography>
        ) : (
          <>
            <Typography>{t(queueTotalMessage, { count: reviewQueue.total })}</Typography>
            <List disablePadding>
              {reviewQueue.items.map((entry) => (
                <Entry key={entry.credentialId} who={entry}>
                  {typeName(entry.typeId)} ·{' '}
                  {reasonSentence(intl, entry, typeName(entry.typeId), 'staff')}{' '}
                  {t(sinceMessage, {
                    date: intl.formatDate(entry.since, { dateStyle: 'medium' }),
                  })}
                </Entry>
              ))}
            </List>
          </>
        )
      }
    </LoadedCard>
  );
}

/** Credentials to renew that lapse within the window, soonest first. */
export function ExpiringCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const typeName = useTypeNames();
  return (
    <LoadedCard title={t(m.expiringTitle)} state={useOverview()} placeholders={5}>
      {({ expiringSoon }: ComplianceOverview) =>
        expiringSoon.total === 0 ? (
          <Typography color="text.secondary">{t(m.expiringEmpty)}</Typography>
        ) : (
          <>
            <Typography>
              {t(expiringTotalMessage, {
                count: expiringSoon.total,
                days: expiringSoon.withinDays,
              })}
            </Typography>
            <List disablePadding>
              {expiringSoon.items.map((entry) => (
                <Entry key={entry.credentialId} who={entry}>
                  {typeName(entry.typeId)} ·{' '}
                  {t(lapsesMessage, {
                    date: formatCivilDate(intl, entry.dueOn, 'medium'),
                    days: entry.daysLeft,
                  })}
                </Entry>
              ))}
            </List>
          </>
        )
      }
    </LoadedCard>
  );
}
