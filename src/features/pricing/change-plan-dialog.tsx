/**
 * Moving the tenant to another plan, asked once (PUT /subscription, administrators): what changes
 * and whether this month's checks already exceed the new plan's. The answer replaces the cached
 * subscription; a refusal is said inside the dialog.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetSubscriptionQueryKey,
  useChangePlan,
} from '@generated/product/endpoints/plans/plans';
import type { Plan, Subscription } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { formatMoney } from './money';
import { pricingMessages as m, switchBody, switchMessage, switchTitle } from './messages';

export interface ChangePlanDialogProps {
  plan: Plan;
  subscription: Subscription;
  onClose: () => void;
  onChanged: (plan: Plan) => void;
}

export function ChangePlanDialog({
  plan,
  subscription,
  onClose,
  onChanged,
}: ChangePlanDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const textId = useId();
  const queryClient = useQueryClient();
  const change = useChangePlan({
    mutation: {
      onSuccess: (answer) => {
        queryClient.setQueryData(getGetSubscriptionQueryKey(), answer);
        onChanged(plan);
      },
    },
  });
  const pending = change.isPending;
  const used = subscription.verifications.used;
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      onClose={pending ? undefined : onClose}
    >
      <DialogTitle id={titleId}>{t(switchTitle, { plan: plan.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t(switchBody, {
            included: plan.verificationsPerMonth,
            price: formatMoney(intl, plan.pricePerSeat, plan.currency),
            used,
            over: String(used >= plan.verificationsPerMonth),
          })}
        </DialogContentText>
        {change.error != null && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {t(m.changeFailed)} {failureText(intl, change.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t(m.cancel)}
        </Button>
        <Button
          variant="contained"
          disabled={pending}
          onClick={() => change.mutate({ data: { planId: plan.id } })}
        >
          {t(switchMessage, { plan: plan.name })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
