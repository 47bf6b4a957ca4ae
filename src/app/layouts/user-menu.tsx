import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { session } from '@/features/auth/session';
import { isHttpsUrl } from '@/lib/https-url';
import { useSession } from '@/features/auth/session/use-session';
import { accountMenuOfMessage, layoutMessages } from './messages';
import { displayName, initials } from '@/features/auth/session/user-identity';
import { LogoutIcon } from '@/components/logout-icon';

/** Avatar button; its panel shows who is signed in and offers 'Log out'. */
export function UserMenu() {
  const intl = useIntl();
  const state = useSession();
  // Popover positions in JS (inline styles the RTL stylesheet plugin never sees): align to the end.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  const open = anchor !== null;
  const name = displayName(state);
  const email = state.identity?.email ?? state.user?.email;
  const letters = initials(name ?? email);
  const label = intl.formatMessage(layoutMessages.accountMenu);
  // The initials shown are in the button's name (WCAG 2.5.3, label in name): a person using
  // speech input says what they see.
  const buttonName = letters
    ? intl.formatMessage(accountMenuOfMessage, { initials: letters })
    : label;

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={buttonName}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            alt=""
            src={isHttpsUrl(state.identity?.image) ? state.identity.image : undefined}
            sx={{ width: 32, height: 32, fontSize: '0.875rem', bgcolor: 'primary.main' }}
          >
            {letters || <Person fontSize="small" />}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { minWidth: 240, mt: 1 } },
        }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography id={titleId} sx={{ fontWeight: 600 }}>
            {name ?? intl.formatMessage(layoutMessages.someone)}
          </Typography>
          {/* Under the name; not twice when the email is all there is to show. */}
          {email && email !== name && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {email}
            </Typography>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            color="inherit"
            startIcon={<LogoutIcon />}
            sx={{ justifyContent: 'flex-start' }}
            onClick={() => {
              setAnchor(null);
              void session.logout().catch(() => undefined);
            }}
          >
            {intl.formatMessage(layoutMessages.logOut)}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
