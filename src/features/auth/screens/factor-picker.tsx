import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { Factor } from '@generated/provider/model';
import { BackButton } from '../components/form-actions';
import { FlowAlert } from '../components/flow-alert';
import { isSso } from '../flow/machine';
import { formMessages } from '../messages';
import { FactorButton, factorKey } from './factor-button';
import { useFlowContext } from './flow-context';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

function ButtonGroup({ factors }: { factors: Factor[] }) {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  if (factors.length === 0) return null;
  return (
    <Stack spacing={1} role="group" aria-label={intl.formatMessage(formMessages.methods)}>
      {factors.map((factor) => (
        <FactorButton
          key={factorKey(factor)}
          factor={factor}
          disabled={state.busy}
          onSelect={() => send({ type: 'selectFactor', factor })}
        />
      ))}
    </Stack>
  );
}

/**
 * A rule across the form with 'OR' in its middle. As a separator its text would be presentational
 * and go unread; as plain text a screen reader still says "or" between the ways to continue.
 */
function OrDivider() {
  const intl = useIntl();
  return (
    <Divider role="presentation" sx={{ typography: 'caption', color: 'text.secondary' }}>
      {intl.formatMessage(formMessages.or)}
    </Divider>
  );
}

/**
 * SPEC §2.5 "Factor picker": a button per method, with the password form between OR dividers
 * in the first stage; in the second stage, the second factors on offer.
 */
export function FactorPicker() {
  const intl = useIntl();
  const { state, send, canGoBack } = useFlowContext();
  const second = state.stage === 'second';
  const factors = second ? state.secondFactors : state.firstFactors;
  const password = !second && factors.some((f) => f.strategy === 'password');
  const buttons = factors.filter((f) => f.strategy !== 'password' || second);
  const sso = buttons.filter(isSso);
  const methods = buttons.filter((f) => !isSso(f));
  return (
    <Stack spacing={2}>
      {second && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(
            state.action === 'use' ? formMessages.secondFactorUse : formMessages.secondFactorSetup,
          )}
        </Typography>
      )}
      {password ? (
        <Fragment>
          <ButtonGroup factors={sso} />
          {sso.length > 0 && <OrDivider />}
          {state.config.type === 'signup' ? <SignupForm /> : <LoginForm />}
          {methods.length > 0 && <OrDivider />}
          <ButtonGroup factors={methods} />
        </Fragment>
      ) : (
        <ButtonGroup factors={buttons} />
      )}
      {!password && <FlowAlert error={state.error} />}
      {canGoBack && <BackButton onBack={() => send({ type: 'back' })} />}
    </Stack>
  );
}
