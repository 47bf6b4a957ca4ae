import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { Plan } from '@generated/product/model';
import { formatMoney } from './money';
import {
  featureMessages,
  includedMessage,
  perSeatMessage,
  pricingMessages as m,
  switchMessage,
} from './messages';

export interface PlanCardProps {
  plan: Plan;
  current: boolean;
  /** Offered to administrators for a plan other than the current one. */
  onSwitch?: () => void;
  /** The plan's name, for the page to move the focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A plan: its price per seat, the verifications it includes, what it offers. */
export function PlanCard({ plan, current, onSwitch, headingRef }: PlanCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: current ? 'primary.main' : undefined,
        borderWidth: current ? 2 : undefined,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={nameId}
          ref={headingRef}
          tabIndex={-1}
          component="h3"
          variant="h6"
          sx={{ outline: 'none' }}
        >
          {plan.name}
        </Typography>
        {current && <Chip size="small" color="primary" label={t(m.current)} />}
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {t(perSeatMessage, { price: formatMoney(intl, plan.pricePerSeat, plan.currency) })}
      </Typography>
      <Typography color="text.secondary">
        {t(includedMessage, { count: plan.verificationsPerMonth })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {plan.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1 }}>
            <CheckOutlined fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Typography variant="body2">{t(featureMessages[feature])}</Typography>
          </Box>
        ))}
      </Box>
      {onSwitch && !current && (
        <Button variant="outlined" onClick={onSwitch} sx={{ mt: 'auto', alignSelf: 'flex-start' }}>
          {t(switchMessage, { plan: plan.name })}
        </Button>
      )}
    </Paper>
  );
}
