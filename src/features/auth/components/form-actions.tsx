import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { formMessages } from '../messages';
import { useFlowContext } from '../screens/flow-context';

/** Continue (submits the form) and the optional Back (SPEC §2.5 "Forms have Continue and optional back buttons"). */
export function FormActions({ label = formMessages.continue }: { label?: MessageDescriptor }) {
  const intl = useIntl();
  const { state, send, canGoBack } = useFlowContext();
  return (
    <Stack spacing={1}>
      <Button
        type="submit"
        variant="contained"
        className="toolkit-primary"
        fullWidth
        // aria-disabled, not disabled: focus stays on the button while the call runs (the flow
        // ignores a second submit anyway).
        aria-disabled={state.busy || undefined}
        aria-busy={state.busy || undefined}
        startIcon={state.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {intl.formatMessage(label)}
      </Button>
      {canGoBack && <BackButton onBack={() => send({ type: 'back' })} />}
    </Stack>
  );
}

export function BackButton({ onBack }: { onBack(): void }) {
  const intl = useIntl();
  return (
    <Button variant="text" fullWidth onClick={onBack}>
      {intl.formatMessage(formMessages.back)}
    </Button>
  );
}
