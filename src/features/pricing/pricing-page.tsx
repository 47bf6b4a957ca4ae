/**
 * SPEC §2.2 /profiles/account/pricing (admin, user): the plans from the API, the tenant's plan
 * with its trial and this month's use, and, for administrators, a move to another plan, which
 * changes the limit the API holds verifications to (docs/decisions/038).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetSubscription, useListPlans } from '@generated/product/endpoints/plans/plans';
import type { Plan } from '@generated/product/model';
import { FormOutcome } from '@/components/form-outcome';
import { PageFrame } from '@/components/page-frame';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { LoadedCard } from '@/features/dashboard/dashboard-card';
import { cardState } from '@/features/dashboard/user-stats';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { ChangePlanDialog } from './change-plan-dialog';
import { pricingMessages as m, switchedMessage } from './messages';
import { PlanCard } from './plan-card';
import { SubscriptionSummary } from './subscription-card';

export default function PricingPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const route = ROUTE_BY_KEY.pricing;
  const trail = useRouteTrail(route);
  const admin = useSession().roles.includes('admin');
  const plans = useListPlans();
  const subscription = useGetSubscription();
  const state = cardState([plans, subscription], () => ({
    plans: plans.data!.items,
    subscription: subscription.data!,
  }));
  const [switching, setSwitching] = useState<Plan>();
  const [switched, setSwitched] = useState<Plan>();
  const plansHeading = useId();
  // After a change the button pressed is gone (its plan is the current one): the focus goes to
  // that plan's name, where the change shows, once the dialog has closed.
  const switchedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (switched) switchedHeading.current?.focus();
  }, [switched]);

  return (
    <PageFrame title={t(route.title)} trail={trail}>
      <Typography color="text.secondary" sx={{ maxWidth: '75ch' }}>
        {t(m.intro)}
      </Typography>
      <LoadedCard title={t(m.yourPlan)} state={state} placeholders={4}>
        {({ plans: all, subscription: current }) => {
          const plan = all.find((p) => p.id === current.planId);
          return plan ? <SubscriptionSummary plan={plan} subscription={current} /> : null;
        }}
      </LoadedCard>
      <FormOutcome success={switched && t(switchedMessage, { plan: switched.name })} />
      {state.kind === 'ready' && (
        <Box component="section" aria-labelledby={plansHeading}>
          <Typography id={plansHeading} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t(m.plans)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {state.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={plan.id === state.data.subscription.planId}
                headingRef={plan.id === switched?.id ? switchedHeading : undefined}
                onSwitch={
                  admin
                    ? () => {
                        setSwitched(undefined);
                        setSwitching(plan);
                      }
                    : undefined
                }
              />
            ))}
          </Box>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t(m.featuresNote)}
            {!admin && ` ${t(m.onlyAdmins)}`}
          </Typography>
          {switching && (
            <ChangePlanDialog
              plan={switching}
              subscription={state.data.subscription}
              onClose={() => setSwitching(undefined)}
              onChanged={(plan) => {
                setSwitching(undefined);
                setSwitched(plan);
              }}
            />
          )}
        </Box>
      )}
    </PageFrame>
  );
}
