/**
 * The tenant's plan as the API counts it today: the plan, the trial's days left, the seats in use
 * with what they would cost a month, and this month's verifications against the plan's.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Plan, Subscription } from '@generated/product/model';
import { formatCivilDate } from '@/lib/civil-date';
import { formatMoney, formatMonth } from './money';
import {
  limitReachedMessage,
  monthlyMessage,
  pricingMessages as m,
  statusMessages,
  trialEndedMessage,
  trialLeftMessage,
  usedMessage,
  usedTextMessage,
} from './messages';

export function SubscriptionSummary({
  plan,
  subscription,
}: {
  plan: Plan;
  subscription: Subscription;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const usageId = useId();
  const { verifications: use } = subscription;
  const over = use.used >= use.included;
  const price = formatMoney(intl, plan.pricePerSeat, plan.currency);
  const total = formatMoney(intl, plan.pricePerSeat * subscription.seatsInUse, plan.currency);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        <Chip
          size="small"
          color={subscription.status === 'trial-ended' ? 'warning' : 'primary'}
          variant="outlined"
          label={t(statusMessages[subscription.status])}
        />
      </Stack>
      {subscription.status === 'trialing' && subscription.trialEndsOn && (
        <Typography>
          {t(trialLeftMessage, {
            days: subscription.trialDaysLeft ?? 0,
            date: formatCivilDate(intl, subscription.trialEndsOn),
          })}
        </Typography>
      )}
      {subscription.status === 'trial-ended' && subscription.trialEndsOn && (
        <Typography>
          {t(trialEndedMessage, { date: formatCivilDate(intl, subscription.trialEndsOn) })}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(m.seats)}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {intl.formatNumber(subscription.seatsInUse)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {t(monthlyMessage, { price: <bdi>{price}</bdi>, total: <bdi>{total}</bdi> })}
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" variant="body2" color="text.secondary" id={usageId}>
            {t(m.verifications)}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Typography>
              {t(usedMessage, {
                used: use.used,
                included: use.included,
                month: formatMonth(intl, use.month),
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={use.included === 0 ? 100 : Math.min(100, (use.used / use.included) * 100)}
              color={over ? 'error' : 'primary'}
              aria-labelledby={usageId}
              aria-valuetext={t(usedTextMessage, { used: use.used, included: use.included })}
              sx={{ mt: 1, height: 8, borderRadius: 1 }}
            />
            {over && (
              <Typography color="error" variant="body2" sx={{ mt: 1 }}>
                {t(limitReachedMessage)}
              </Typography>
            )}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
