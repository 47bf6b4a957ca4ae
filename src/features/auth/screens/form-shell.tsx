import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { liveRegion } from '../components/live-region';
import type { MessageDescriptor } from 'react-intl';
import { FlowAlert } from '../components/flow-alert';
import { FormActions } from '../components/form-actions';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';

/**
 * A form of the flow: the fields, then the server's error and any notice below them, then
 * Continue and Back. `noValidate`: our messages, not the browser's, in both languages.
 */
export function FormShell({
  onSubmit,
  children,
  submitLabel,
}: {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
  submitLabel?: MessageDescriptor;
}) {
  const { state, errorId } = useFlowContext();
  return (
    // `post`: a prerendered form submitted before its script has run (or without JavaScript)
    // never puts what was typed, a password, in the address; the server sends it back (303).
    <form method="post" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        {children}
        <FlowAlert error={state.error} id={errorId} />
        <NoticeLine />
        <FormActions {...(submitLabel ? { label: submitLabel } : {})} />
      </Stack>
    </form>
  );
}

export function NoticeLine() {
  const intl = useIntl();
  const { state } = useFlowContext();
  return (
    <Box role="status" aria-live="polite" sx={liveRegion}>
      {state.notice && (
        <Alert role="none" severity="success" variant="outlined">
          {intl.formatMessage(
            state.notice === 'emailResent' ? formMessages.emailResent : formMessages.codeResent,
          )}
        </Alert>
      )}
    </Box>
  );
}
