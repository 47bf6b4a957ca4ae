import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from './failure-text';

/**
 * A form's result, announced: the failure (the server's message as text, else the unknown-error
 * message) in an alert region, the success in a status region. Both regions stay in the page, so
 * screen readers hear what arrives; together they take one place in the form's layout.
 */
export function FormOutcome({
  error,
  errorText,
  success,
  errorId,
}: {
  error?: unknown;
  /** The failure in the form's own words, in place of the call's (`error` then only says one). */
  errorText?: string;
  success?: ReactNode;
  /** The failure's id, for a field it is about (`refusedBy` of FormTextField). */
  errorId?: string;
}) {
  const intl = useIntl();
  return (
    <div>
      <div role="alert">
        {error != null && (
          <Alert
            id={errorId}
            severity="error"
            variant="outlined"
            role="none"
            sx={{ whiteSpace: 'pre-wrap' }}
          >
            {errorText ?? failureText(intl, error)}
          </Alert>
        )}
      </div>
      <div role="status">
        {success && (
          <Alert severity="success" variant="outlined" role="none">
            {success}
          </Alert>
        )}
      </div>
    </div>
  );
}

/** The form's submit button; while it is sending it says so and stays focusable. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {children}
    </Button>
  );
}
