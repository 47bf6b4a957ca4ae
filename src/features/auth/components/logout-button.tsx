import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { session } from '@/features/auth/session';
import { stepMessages } from '../step-messages';
import { samlLogout } from '../saml';
import { LOGOUT_MAX_WIDTH } from '../toolkit-theme';
import { LogoutIcon } from '@/components/logout-icon';

export interface LogoutButtonProps {
  /** Where to go after logging out (same-origin path), or false to stay. Default: sign-in. */
  redirect?: string | false;
  /** Overrides the default label 'Log out'. */
  label?: string;
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
  onLoggedOut?(): void;
  /** The tenant is a SAML identity provider: also end the SAML session at the provider. */
  saml?: boolean;
}

/**
 * SPEC §2.5 LogoutButton: 'Log out', an optional redirect afterwards. Pressed once: the session
 * is cleared even when the provider cannot be reached (SPEC §4 "Logout").
 */
export function LogoutButton({
  redirect,
  label,
  variant = 'outlined',
  fullWidth = true,
  onLoggedOut,
  saml = false,
}: LogoutButtonProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      color="inherit"
      fullWidth={fullWidth}
      disabled={busy}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <LogoutIcon />}
      sx={{ maxWidth: LOGOUT_MAX_WIDTH, justifyContent: 'flex-start' }}
      onClick={() => {
        setBusy(true);
        const done = saml
          ? samlLogout().catch(() => session.logout(redirect === undefined ? {} : { redirect }))
          : session.logout(redirect === undefined ? {} : { redirect });
        void done
          .catch(() => undefined)
          .finally(() => {
            setBusy(false);
            onLoggedOut?.();
          });
      }}
    >
      {label ?? intl.formatMessage(stepMessages.logout)}
    </Button>
  );
}
